// The PIN an action needs (issue 21 item 1): `await requirePin()` returns the PIN this session has
// confirmed, or opens the PIN prompt (mounted once in the modal host) and resolves with the PIN the
// customer typed once `CheckPin` accepted it, or null when they closed the prompt. "Remember for
// this session" keeps it where the session keeps it: memory only (session store `pin`), never
// local storage, never logged. A refusal for a wrong or locked PIN forgets the kept one.
import { createStore } from '@/shared/lib/create-store';
import { sessionStore, setPin } from '@/shared/session/session-store';
import { TradingCallError } from '@/shared/session/trading-call';

/** Spec §8: wrong PIN. */
const WRONG_PIN = -8005;
/** Sen's guess limit: the PIN is locked for some minutes. */
const PIN_LOCKED = -8121;

interface PinRequest {
  resolve: (pin: string | null) => void;
  promise: Promise<string | null>;
}

/** The open prompt, if any (one at a time: a second caller waits for the same answer). */
export const pinPromptStore = createStore<PinRequest | null>(null);

/** The session's confirmed PIN, else the prompt's answer (null: the customer closed it). */
export function requirePin(): Promise<string | null> {
  const kept = sessionStore.get().pin;
  if (kept !== null) return Promise.resolve(kept);
  const open = pinPromptStore.get();
  if (open) return open.promise;
  let resolve: (pin: string | null) => void = () => undefined;
  const promise = new Promise<string | null>((done) => {
    resolve = done;
  });
  pinPromptStore.set({ resolve, promise });
  return promise;
}

/** The prompt's answer: a PIN `CheckPin` accepted (kept when `remember`), or null when closed. */
export function answerPinPrompt(pin: string | null, remember: boolean): void {
  const open = pinPromptStore.get();
  if (pin !== null && remember) setPin(pin);
  pinPromptStore.set(null);
  open?.resolve(pin);
}

/** After a refused action: a wrong or locked PIN is no longer kept, so the next action asks again. */
export function forgetPinIfRefused(error: unknown): void {
  if (error instanceof TradingCallError && (error.rc === WRONG_PIN || error.rc === PIN_LOCKED)) setPin(null);
}
