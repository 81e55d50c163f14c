// The refId of a request that moves money or shares: one per filled-in request until the server
// has made it. Sent again after a reply that never came (or a refusal), it carries the same refId,
// so the server gives back what it made under it instead of making it twice; once made, the same
// request again is a new one. The body is what was filled in, never a PIN or an OTP.
import { useMemo, useRef } from 'react';

export interface UnmadeRefId {
  /** The refId for this body: the one last given while it is unmade and the body the same, else a new one. */
  of(body: unknown): string;
  /** The server made the request: the next one gets a new refId. */
  made(): void;
}

export function useUnmadeRefId(newRefId: () => string): UnmadeRefId {
  const unmade = useRef<{ body: string; refId: string } | null>(null);
  return useMemo(
    () => ({
      of(body) {
        const key = JSON.stringify(body);
        if (unmade.current?.body !== key) unmade.current = { body: key, refId: newRefId() };
        return unmade.current.refId;
      },
      made() {
        unmade.current = null;
      },
    }),
    [newRefId],
  );
}
