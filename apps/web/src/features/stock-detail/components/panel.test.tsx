// A panel whose content throws while rendering shows a retry in place; its neighbours stay.
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { Panel } from './panel';

function Broken(): never {
  throw new Error('malformed statement');
}

describe('Panel', () => {
  it('keeps a render failure inside its own panel', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <I18nextProvider i18n={i18n}>
        <Panel title="A" testId="broken">
          <Broken />
        </Panel>
        <Panel title="B" testId="fine">
          <span>still here</span>
        </Panel>
      </I18nextProvider>,
    );
    expect(screen.getByTestId('broken').querySelector('[role="alert"]')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Thử lại' })).toBeTruthy();
    expect(screen.getByText('still here')).toBeTruthy();
    quiet.mockRestore();
  });
});
