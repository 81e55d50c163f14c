// Keyboard focus never falls to <body> after a form is sent or a dialog closes (accessibility
// audit: focus was lost after about ten forms). Browsers move focus to <body> when the focused
// element is disabled (a submit button while its form is sent), hidden or removed (a PIN box once
// the PIN is kept, a form replaced by its result). `restoreFocus` puts it back where the customer
// was: on that element as soon as it can take focus again, else on the first field of its form
// when the form is still there, else on <main>. The shared `Dialog` uses it to give focus back to
// its opener; `installFocusKeeper` (mounted once by the root shell) uses it for every form.
// `focusWhenReplaced` does the same for an action outside a form that replaces its own control.

/** An element that had focus, with its form and dialog of then (they may be gone by now). */
export interface FocusTrail {
  element: HTMLElement;
  /** The nearest form around the element when it had focus, if any. */
  form: HTMLFormElement | null;
  /** Inside a dialog: when the dialog is gone, the dialog gives focus back itself. */
  dialog: HTMLElement | null;
}

const DIALOG = '[role="dialog"], [role="alertdialog"]';
const FIELDS =
  'input:not([type="hidden"]), select, textarea, button, a[href], [tabindex]:not([tabindex="-1"])';
/** How long a disabled element (a form being sent) is waited for before focus goes elsewhere. */
const WAIT_MS = 30_000;

/** The form element the keeper saw lose focus by being disabled or hidden, until focus lands again. */
let lostInForm: FocusTrail | null = null;

export function focusTrail(element: Element | null): FocusTrail | null {
  if (!(element instanceof HTMLElement) || element === element.ownerDocument.body) return null;
  return { element, form: element.closest('form'), dialog: element.closest<HTMLElement>(DIALOG) };
}

/**
 * Where focus is, for a dialog that opens to give it back to: the focused element, else the form
 * element that has just lost it (a submit button disabled while its form is checked, just before
 * the dialog opened).
 */
export function focusOrigin(doc: Document = document): FocusTrail | null {
  return focusTrail(doc.activeElement) ?? lostInForm;
}

/** The element is on the page, shown, enabled, outside an inert part, and takes focus. */
function canFocus(element: HTMLElement): boolean {
  if (!element.isConnected || element.matches(':disabled')) return false;
  if (element.closest('[inert], [hidden]')) return false;
  if (typeof element.checkVisibility === 'function' && !element.checkVisibility()) return false;
  return element.tabIndex >= 0 || element.hasAttribute('tabindex');
}

/** Focus is nowhere the customer can act from. */
function focusLost(doc: Document): boolean {
  return doc.activeElement === null || doc.activeElement === doc.body;
}

function focusMain(doc: Document): void {
  doc.querySelector<HTMLElement>('main')?.focus({ preventScroll: true });
}

/** The first field of the element's form when the form is still shown, else <main>. */
function focusNear(trail: FocusTrail): void {
  const doc = trail.element.ownerDocument;
  const form = trail.form;
  if (form && form.isConnected) {
    const field = [...form.querySelectorAll<HTMLElement>(FIELDS)].find(canFocus);
    if (field) return field.focus({ preventScroll: true });
  }
  focusMain(doc);
}

/**
 * Waits for the disabled element to be enabled again (its form sent), then focuses it, unless the
 * customer has put focus somewhere meanwhile; when it goes away instead, focus goes near it.
 */
function focusWhenEnabled(trail: FocusTrail): void {
  const doc = trail.element.ownerDocument;
  const observer = new MutationObserver(() => settle());
  const timer = setTimeout(() => {
    stop();
    if (focusLost(doc)) focusNear(trail);
  }, WAIT_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
    doc.removeEventListener('focusin', stop, true);
  }
  function settle() {
    if (!focusLost(doc)) return stop();
    if (canFocus(trail.element)) {
      stop();
      trail.element.focus({ preventScroll: true });
    } else if (!trail.element.isConnected || !trail.element.matches(':disabled')) {
      stop();
      focusNear(trail);
    }
  }
  doc.addEventListener('focusin', stop, true);
  observer.observe(doc.body, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['disabled', 'hidden', 'inert'],
  });
}

/**
 * Gives focus back after it was lost: to the element of the trail (now, or once it is enabled
 * again), else to the first field of its form, else to <main>. No trail: <main>.
 */
export function restoreFocus(trail: FocusTrail | null, doc: Document = document): void {
  if (!trail) return focusMain(doc);
  const { element } = trail;
  if (canFocus(element)) return element.focus({ preventScroll: true });
  if (element.isConnected && element.matches(':disabled')) return focusWhenEnabled(trail);
  focusNear(trail);
}

/**
 * For an action outside a form that removes the control it was started from (the top bar's Log
 * out, replaced by Log in; the keeper watches forms only): once the control is gone, when focus
 * has fallen to <body>, it goes to `next()` (the control shown in its place) if that can take
 * focus, else to <main>. Focus put elsewhere meanwhile is left alone. Call it as the action starts.
 */
export function focusWhenReplaced(element: HTMLElement, next: () => HTMLElement | null | undefined): void {
  const doc = element.ownerDocument;
  const observer = new MutationObserver(() => {
    if (element.isConnected) return;
    stop();
    if (!focusLost(doc)) return;
    const target = next();
    if (target && canFocus(target)) target.focus({ preventScroll: true });
    else focusMain(doc);
  });
  const timer = setTimeout(stop, WAIT_MS);
  const onFocusIn = (event: FocusEvent) => {
    if (event.target !== element) stop();
  };
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
    doc.removeEventListener('focusin', onFocusIn, true);
  }
  doc.addEventListener('focusin', onFocusIn, true);
  observer.observe(doc.body, { childList: true, subtree: true });
}

/**
 * Watches focus inside forms: when the focused element of a form is disabled, hidden or removed
 * and focus falls to <body>, it is restored (`restoreFocus`). A click beside the form (the element
 * still focusable), focus taken by something else, or a closing dialog (it restores focus itself)
 * are left alone. Returns the function that stops watching.
 */
export function installFocusKeeper(doc: Document = document): () => void {
  let current: FocusTrail | null = null;
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const later = (run: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    });
    timers.add(timer);
  };
  const onFocusIn = (event: FocusEvent) => {
    const trail = focusTrail(event.target as Element | null);
    current = trail?.form ? trail : null;
    lostInForm = null;
  };
  const onFocusOut = (event: FocusEvent) => {
    const lost = current;
    if (!lost || event.relatedTarget || event.target !== lost.element) return;
    // Disabled or hidden as focus leaves it: lost for sure. A removed element still looks usable
    // here (it is being removed), as does one the customer clicked beside: told apart later.
    const unusable = !canFocus(lost.element);
    if (unusable) lostInForm = lost;
    // Two turns later: after a closing dialog (Radix gives focus back in a timer of its own) and
    // the render that removed the element.
    later(() =>
      later(() => {
        if (!focusLost(doc)) return;
        if (!unusable && canFocus(lost.element)) return;
        if (lost.dialog && !lost.dialog.isConnected) return;
        restoreFocus(lost, doc);
      }),
    );
  };
  doc.addEventListener('focusin', onFocusIn);
  doc.addEventListener('focusout', onFocusOut);
  return () => {
    lostInForm = null;
    doc.removeEventListener('focusin', onFocusIn);
    doc.removeEventListener('focusout', onFocusOut);
    for (const timer of timers) clearTimeout(timer);
  };
}
