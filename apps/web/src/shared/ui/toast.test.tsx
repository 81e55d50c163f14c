import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '@/shared/i18n/i18n';
import { updateSettings } from '@/shared/settings/settings-store';
import { AppProviders } from '@/app/providers';
import { toast } from './toast';

describe('toast', () => {
  it('shows a toast asked for before the container is there, once the container comes after the first paint', async () => {
    toast.warn('early toast');
    render(
      <AppProviders>
        <p>page</p>
      </AppProviders>,
    );
    expect(screen.queryByText('early toast')).toBeNull();
    expect(await screen.findByText('early toast', undefined, { timeout: 5000 })).toBeTruthy();
    toast.success('later toast');
    expect(await screen.findByText('later toast')).toBeTruthy();
  });

  it('names its region and close button in the selected language, not the library English texts', async () => {
    render(
      <AppProviders>
        <p>page</p>
      </AppProviders>,
    );
    toast.success('named toast');
    await screen.findByText('named toast', undefined, { timeout: 5000 });
    expect(screen.getByRole('region', { name: 'Thông báo nhanh (Alt+T)' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Đóng thông báo' }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'close' })).toBeNull();
    updateSettings({ lang: 'en' });
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: 'Close the message' }).length).toBeGreaterThan(0),
    );
    expect(screen.getByRole('region', { name: 'Messages (Alt+T)' })).toBeTruthy();
    updateSettings({ lang: 'vi' });
  });
});
