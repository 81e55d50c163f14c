import { useStore } from '@/shared/hooks/use-store';
import { sessionStore, type SessionState } from './session-store';

/** Reads the session (or a slice of it) and re-renders when it changes. */
export function useSession<S>(select: (state: SessionState) => S): S {
  return useStore(sessionStore, select);
}
