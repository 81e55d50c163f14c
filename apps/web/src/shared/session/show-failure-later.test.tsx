import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '@/shared/i18n/i18n';
import { AppProviders } from '@/app/providers';
import { errorTextLater, showFailureLater } from './show-failure-later';
import { TradingCallError } from './trading-call';

describe('showFailureLater', () => {
  it('loads the catalogue and shows the coded failure in the selected language, as showFailure does', async () => {
    render(
      <AppProviders>
        <p>page</p>
      </AppProviders>,
    );
    const failure = new TradingCallError(-6030, 'not yours');
    const text = await errorTextLater(failure);
    expect(text).not.toBe('not yours');
    expect(text.length).toBeGreaterThan(0);
    const form = {
      errors: [] as string[],
      setError: (_: 'root', error: { message: string }) => form.errors.push(error.message),
    };
    await showFailureLater(failure, { form });
    expect(form.errors).toEqual([text]);
    expect(await screen.findByText(text, undefined, { timeout: 5000 })).toBeTruthy();
  });
});
