// Slot: items on the right of the top bar (login button, account menu ...), rendered in order.
import type { ComponentType } from 'react';
import { AccountSwitcher } from '@/features/account';
import { LoginButton } from '@/features/auth';
import { NotificationBell } from '@/features/notifications';

export const topBarItems: ComponentType[] = [NotificationBell, AccountSwitcher, LoginButton];
