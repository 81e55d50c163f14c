// The submit of a money movement form (cash advance, internal cash and stock transfers): the form
// is checked, then the confirmation restates what will move (money movements always confirm,
// docs/architecture.md); Back sends nothing and keeps what was typed, Confirm sends the movement
// with the PIN kept for the session, else the one typed (the box shows while none is kept), and one
// refId per filled-in movement until it is made: a send again after a reply that never came (or a
// refusal) is the same movement, never a second one; once made, the same movement again is a new
// one. A PIN the server took is kept, a wrong one forgotten so the box shows again; on success
// every money figure is read again; a refusal is a toast with its coded text.
// Focus goes back where the form was submitted from when the confirmation closes (shared Dialog).
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { FieldError, FieldValues, Path, UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';
import { useUnmadeRefId } from '@/shared/lib/use-unmade-ref-id';
import { showFailure } from '@/shared/session/show-failure';
import { setPin } from '@/shared/session/session-store';
import { TradingCallError } from '@/shared/session/trading-call';
import { useSession } from '@/shared/session/use-session';
import { MONEY_KEYS, newRefId } from '../api/money-api';
import { PIN_PATTERN, WRONG_PIN } from './money-forms';

/** What the confirmation restates: its title and label/value rows (values formatted by @sen/market). */
export interface MovementSummary {
  title: string;
  rows: ReadonlyArray<{ label: string; value: ReactNode; testId?: string }>;
}

/** The confirmation on screen: the movement's summary, Confirm and Back, busy while it is sent. */
interface PendingMovement extends MovementSummary {
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** What the form's end (PinSubmit) shows: the PIN box unless one is kept, the button's state. */
export interface PinnedSubmitState {
  stored: boolean;
  registration: UseFormRegisterReturn;
  error: FieldError | undefined;
  submitting: boolean;
  /** The confirmation while one is open. */
  pending: PendingMovement | null;
}

export function usePinnedSubmit<F extends FieldValues & { pin: string }, V extends { pin: string }, R>(
  form: UseFormReturn<F, unknown, V>,
  move: (values: V, pin: string, refId: string) => Promise<R>,
  done: (result: R, values: V) => void,
  summary: (values: V) => MovementSummary,
) {
  const storedPin = useSession((s) => s.pin);
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<{ values: V; pin: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const refId = useUnmadeRefId(newRefId);
  const submit = form.handleSubmit((values) => {
    const pin = storedPin ?? values.pin;
    if (!PIN_PATTERN.test(pin)) return form.setError('pin' as Path<F>, { message: 'validation.pin' });
    setPending({ values, pin });
  });
  const send = async ({ values, pin }: { values: V; pin: string }) => {
    setBusy(true);
    try {
      const { pin: _typed, ...movement } = values;
      const result = await move(values, pin, refId.of(movement));
      refId.made();
      setPin(pin);
      done(result, values);
      for (const queryKey of MONEY_KEYS) void queryClient.invalidateQueries({ queryKey });
    } catch (error) {
      if (error instanceof TradingCallError && error.rc === WRONG_PIN) setPin(null);
      showFailure(error);
    } finally {
      setBusy(false);
      setPending(null);
    }
  };
  const error = (form.formState.errors as { pin?: FieldError }).pin;
  const pin: PinnedSubmitState = {
    stored: storedPin !== null && !error,
    registration: form.register('pin' as Path<F>),
    error,
    // Only while the movement is sent: disabled while the form is checked, the button would lose
    // focus (to <body>) just before the confirmation opens and takes it as the place to go back to.
    submitting: busy,
    pending: pending && {
      ...summary(pending.values),
      busy,
      onConfirm: () => void send(pending),
      onCancel: () => setPending(null),
    },
  };
  return { submit, pinField: pin };
}
