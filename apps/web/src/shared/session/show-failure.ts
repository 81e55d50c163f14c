// The one place the web app shows a failure to the user: any failed call (a coded refusal of the
// trading service, a network error, anything thrown) becomes a toast, and also the root error of a
// form when one is given, in the selected language (`errorText`: the market catalogue by code).
// Components never call `toast.error` themselves (eslint.config.js enforces it).
import { toast } from '@/shared/ui/toast';
import { errorText } from './error-text';

/** A form that shows a failure above its fields (react-hook-form's `setError`). */
interface FailureForm {
  setError: (name: 'root', error: { message: string }) => void;
}

export interface ShowFailureOptions {
  /** Also shown as the form's root error. */
  form?: FailureForm | undefined;
  /** Wraps the text, e.g. in "could not load: {message}". */
  format?: ((text: string) => string) | undefined;
}

/** Shows a failure as a toast (and a form error); returns the text shown. */
export function showFailure(error: unknown, options: ShowFailureOptions = {}): string {
  const text = options.format ? options.format(errorText(error)) : errorText(error);
  options.form?.setError('root', { message: text });
  toast.error(text);
  return text;
}
