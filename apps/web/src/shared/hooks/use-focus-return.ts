// Calls `onReturn` when the window regains focus (or the tab becomes visible) after being away
// longer than `thresholdMs` (spec §2: reload after more than 60 s of absence).
import { useEffect, useRef } from 'react';

// One function, not one a render: a new one would subscribe again at each render and forget
// when the window was left (the board re-renders while it is away).
const uiNow = () => performance.now();

export function useFocusReturn(thresholdMs: number, onReturn: () => void, now: () => number = uiNow): void {
  const callback = useRef(onReturn);
  useEffect(() => {
    callback.current = onReturn;
  });
  useEffect(() => {
    let leftAt: number | null = null;
    const leave = () => {
      leftAt ??= now();
    };
    const back = () => {
      if (leftAt !== null && now() - leftAt > thresholdMs) callback.current();
      leftAt = null;
    };
    const onVisibility = () => (document.visibilityState === 'hidden' ? leave() : back());
    window.addEventListener('blur', leave);
    window.addEventListener('focus', back);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('blur', leave);
      window.removeEventListener('focus', back);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [thresholdMs, now]);
}
