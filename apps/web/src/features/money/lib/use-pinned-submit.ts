// The submit of a money movement form (cash advance, internal cash and stock transfers): the PIN
// kept for the session, else the one typed (the box shows while none is kept); a fresh refId per
// attempt; a PIN the server took is kept, a wrong one forgotten so the box shows again; on success
// every money figure is read again; a refusal is a toast with its coded text.
import { useQueryClient } from '@tanstack/react-query';
import type { FieldError, FieldValues, Path, UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';
import { showFailure } from '@/shared/session/show-failure';
import { setPin } from '@/shared/session/session-store';
import { TradingCallError } from '@/shared/session/trading-call';
import { useSession } from '@/shared/session/use-session';
import { MONEY_KEYS, newRefId } from '../api/money-api';
import { PIN_PATTERN, WRONG_PIN } from './money-forms';

/** What the form's end (PinSubmit) shows: the PIN box unless one is kept, the button's state. */
export interface PinnedSubmitState {
  stored: boolean;
  registration: UseFormRegisterReturn;
  error: FieldError | undefined;
  submitting: boolean;
}

export function usePinnedSubmit<F extends FieldValues & { pin: string }, V extends { pin: string }, R>(
  form: UseFormReturn<F, unknown, V>,
  move: (values: V, pin: string, refId: string) => Promise<R>,
  done: (result: R, values: V) => void,
) {
  const storedPin = useSession((s) => s.pin);
  const queryClient = useQueryClient();
  const submit = form.handleSubmit(async (values) => {
    const pin = storedPin ?? values.pin;
    if (!PIN_PATTERN.test(pin)) return form.setError('pin' as Path<F>, { message: 'validation.pin' });
    try {
      const result = await move(values, pin, newRefId());
      setPin(pin);
      done(result, values);
      for (const queryKey of MONEY_KEYS) void queryClient.invalidateQueries({ queryKey });
    } catch (error) {
      if (error instanceof TradingCallError && error.rc === WRONG_PIN) setPin(null);
      showFailure(error);
    }
  });
  const error = (form.formState.errors as { pin?: FieldError }).pin;
  const pin: PinnedSubmitState = {
    stored: storedPin !== null && !error,
    registration: form.register('pin' as Path<F>),
    error,
    submitting: form.formState.isSubmitting,
  };
  return { submit, pinField: pin };
}
