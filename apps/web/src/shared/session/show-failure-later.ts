// showFailure for code of the board's first load (the session's and watchlists' effects): the
// error catalogue (every coded message in both languages, about 6 KB gzip) is loaded when a
// failure is first shown, not with the page. Same toast and texts as showFailure.
import type { ShowFailureOptions } from './show-failure';

/** Shows a failure as showFailure does, once the catalogue is loaded. */
export function showFailureLater(error: unknown, options?: ShowFailureOptions): Promise<void> {
  return import('./show-failure').then(({ showFailure }) => {
    showFailure(error, options);
  });
}

/** The failure's text (errorText), once the catalogue is loaded. */
export function errorTextLater(error: unknown): Promise<string> {
  return import('./error-text').then(({ errorText }) => errorText(error));
}
