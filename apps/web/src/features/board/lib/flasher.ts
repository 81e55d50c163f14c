// Price flashes (spec §2: 500 ms) as CSS classes on the cell elements, not as React state: a
// change adds the class, one shared timer removes every class whose time is up. A cell that
// changes again while flashing keeps flashing for another full period.
export type Flash = (element: Element, className: string) => void;

/** A flash, and the removal of an element's flash before its time (a row re-bound to another symbol). */
export type Flasher = Flash & { clear(element: Element): void };

interface Flashing {
  className: string;
  until: number;
}

export function createFlasher(
  durationMs: number,
  now: () => number = () => performance.now(),
  setTimer: (run: () => void, ms: number) => unknown = (run, ms) => setTimeout(run, ms),
): Flasher {
  const flashing = new Map<Element, Flashing>();
  let scheduled = false;

  const schedule = (delay: number) => {
    scheduled = true;
    setTimer(sweep, Math.max(0, delay));
  };

  function sweep() {
    scheduled = false;
    const time = now();
    let next = Infinity;
    for (const [element, flash] of flashing) {
      if (flash.until <= time) {
        element.classList.remove(flash.className);
        flashing.delete(element);
      } else next = Math.min(next, flash.until);
    }
    if (next !== Infinity) schedule(next - time);
  }

  const flash: Flash = (element, className) => {
    const previous = flashing.get(element);
    if (previous && previous.className !== className) element.classList.remove(previous.className);
    element.classList.add(className);
    flashing.set(element, { className, until: now() + durationMs });
    if (!scheduled) schedule(durationMs);
  };
  // Reads the flasher's own list: no DOM read for the many cells that are not flashing.
  const clear = (element: Element) => {
    const found = flashing.get(element);
    if (!found) return;
    element.classList.remove(found.className);
    flashing.delete(element);
  };
  return Object.assign(flash, { clear });
}
