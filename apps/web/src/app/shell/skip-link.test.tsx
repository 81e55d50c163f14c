// The first Tab stop of every screen skips the top bar: Enter on it puts the focus on <main>, in
// Vietnamese and English.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '@/shared/i18n/i18n';
import { updateSettings } from '@/shared/settings/settings-store';
import { renderShell } from '@/shared/testing/render-shell';
import { serveTestConfig } from '@/shared/testing/test-config';

vi.mock('@/shared/lib/realtime/realtime', () => import('@/shared/testing/silent-realtime'));

serveTestConfig();

afterEach(() => updateSettings({ lang: 'vi' }));

describe('skip link', () => {
  it('is the first Tab stop and sends the focus to the main content', async () => {
    const user = userEvent.setup();
    renderShell('/home/lien-he');
    await screen.findByRole('main');
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Bỏ qua tới nội dung chính' });
    expect(document.activeElement).toBe(skip);
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('main'));
    updateSettings({ lang: 'en' });
    await waitFor(() => expect(skip.textContent).toBe('Skip to main content'));
  });
});
