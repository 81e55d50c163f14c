// Parts of a screen that its first paint does not need (the board's market header: index cards,
// charts, summary) render once the first frame is on screen, in a transition, so the board's rows
// reach the screen first and the later render yields to input (issue 28 item 2). The first frame
// is the one after the first commit: a requestAnimationFrame runs before it is painted, and a task
// posted from there runs after it.
import { startTransition, useEffect, useState } from 'react';

let painted = false;
let waiting: (() => void)[] | null = null;

/** Runs `callback` once the page's first frame is painted (at once if it is); returns a cancel. */
export function afterFirstPaint(callback: () => void): () => void {
  if (painted) {
    callback();
    return () => {};
  }
  if (!waiting) {
    waiting = [];
    const done = () => {
      painted = true;
      const callbacks = waiting ?? [];
      waiting = null;
      for (const run of callbacks) run();
    };
    if (typeof requestAnimationFrame === 'function')
      requestAnimationFrame(() => {
        setTimeout(done, 0);
      });
    else setTimeout(done, 0);
  }
  const list = waiting;
  list.push(callback);
  return () => {
    const at = list.indexOf(callback);
    if (at >= 0) list.splice(at, 1);
  };
}

/** False until the page's first frame has been painted (true from then on, for every caller). */
export function useAfterFirstPaint(): boolean {
  const [done, setDone] = useState(painted);
  useEffect(() => {
    if (done) return;
    return afterFirstPaint(() => startTransition(() => setDone(true)));
  }, [done]);
  return done;
}
