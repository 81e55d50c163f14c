// A sort re-binds the rows on screen (issue 28 item 7); the virtualizer's overscan rows below the
// view are not seen in that frame, so they take their symbols after it is painted.
import { useEffect, useRef, useState } from 'react';

interface Pending {
  frame: number;
  timer?: ReturnType<typeof setTimeout>;
}

/**
 * The order the rows outside the view (the virtualizer's overscan) are bound to: after a change of
 * `ordered` (a sort) the former one until the frame with the rows in view is painted (a task posted
 * from a requestAnimationFrame runs after it), so a sort lays out and paints only what is seen
 * first. A catch-up once scheduled is not put off by later changes (a live sort reorders on most
 * frames): it binds the order of its own time, at most a frame behind. `ordered` itself when
 * deferring does not apply (rows that move with their symbol).
 */
export function useOverscanAfterPaint(ordered: readonly string[], enabled: boolean): readonly string[] {
  const [bound, setBound] = useState(ordered);
  const latest = useRef(ordered);
  const pending = useRef<Pending | null>(null);
  useEffect(() => {
    latest.current = ordered;
    if (bound === ordered || pending.current) return;
    const job: Pending = { frame: 0 };
    job.frame = requestAnimationFrame(() => {
      job.timer = setTimeout(() => {
        pending.current = null;
        setBound(latest.current);
      }, 0);
    });
    pending.current = job;
  }, [bound, ordered]);
  useEffect(
    () => () => {
      const job = pending.current;
      if (!job) return;
      cancelAnimationFrame(job.frame);
      clearTimeout(job.timer);
      pending.current = null;
    },
    [],
  );
  return enabled && bound.length === ordered.length ? bound : ordered;
}
