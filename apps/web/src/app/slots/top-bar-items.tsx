// Slot: items on the right of the top bar (login button, account menu ...), rendered in order.
import type { ComponentType } from 'react';

export const topBarItems: ComponentType[] = [];
