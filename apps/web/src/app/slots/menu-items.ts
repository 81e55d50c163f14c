// Slot: entries of the top bar menu. `labelKey` is a key of the `common` namespace or
// `namespace:key` of a feature's namespace.
import { accountMenuItems } from '@/features/account';
import { authMenuItems } from '@/features/auth';
import { moneyMenuItems } from '@/features/money';
import { bondMenuItems } from '@/features/bonds';
import { bankMenuItems } from '@/features/bank';
import { notificationMenuItems } from '@/features/notifications';
import { corporateActionsMenuItems } from '@/features/corporate-actions';
import { marginMenuItems } from '@/features/margin';
import { tradingMenuItems } from '@/features/trading';

export interface MenuItem {
  id: string;
  to: string;
  labelKey: string;
}

export const menuItems: MenuItem[] = [
  { id: 'price-board', to: '/home/bang-gia', labelKey: 'menu.priceBoard' },
  ...tradingMenuItems,
  ...bondMenuItems,
  ...accountMenuItems,
  ...moneyMenuItems,
  ...bankMenuItems,
  ...notificationMenuItems,
  ...corporateActionsMenuItems,
  ...marginMenuItems,
  ...authMenuItems,
];
