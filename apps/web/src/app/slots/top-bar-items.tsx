// Slot: items on the right of the top bar (login button, account menu ...), rendered in order.
import type { ComponentType } from 'react';
import { AccountSwitcher } from '@/features/account';
import { LoginButton } from '@/features/auth';

export const topBarItems: ComponentType[] = [AccountSwitcher, LoginButton];
