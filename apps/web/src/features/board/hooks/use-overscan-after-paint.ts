// A sort re-binds the rows on screen (issue 28 item 7); the virtualizer's overscan rows below the
// view are not seen in that frame, so they take their symbols after it is painted.
import { useEffect, useState } from 'react';

/**
 * The order the rows outside the view (the virtualizer's overscan) are bound to: after a change of
 * `ordered` (a sort) the former one until the frame with the rows in view is painted (a task posted
 * from a requestAnimationFrame runs after it), so a sort lays out and paints only what is seen
 * first. `ordered` itself when deferring does not apply (rows that move with their symbol).
 */
export function useOverscanAfterPaint(ordered: readonly string[], enabled: boolean): readonly string[] {
  const [bound, setBound] = useState(ordered);
  useEffect(() => {
    if (bound === ordered) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setBound(ordered), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [bound, ordered]);
  return enabled && bound.length === ordered.length ? bound : ordered;
}
