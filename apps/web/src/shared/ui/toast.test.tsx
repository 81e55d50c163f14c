import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '@/shared/i18n/i18n';
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
});
