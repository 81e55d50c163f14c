// Mounted once (modal host): shows the PIN prompt while an action waits in `requirePin()`, loading
// its code the first time; closes it (the action gets null) when the session ends.
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { useSession } from '@/shared/session/use-session';
import { answerPinPrompt, pinPromptStore } from './pin-prompt-store';

const PinPrompt = lazy(async () => ({ default: (await import('./pin-prompt')).PinPrompt }));

export function PinPromptHost() {
  const open = useSyncExternalStore(pinPromptStore.subscribe, pinPromptStore.get) !== null;
  const loggedIn = useSession((s) => s.token !== null);
  useEffect(() => {
    if (open && !loggedIn) answerPinPrompt(null, false);
  }, [open, loggedIn]);
  return open && loggedIn ? (
    <Suspense fallback={null}>
      <PinPrompt />
    </Suspense>
  ) : null;
}
