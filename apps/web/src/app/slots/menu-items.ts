// Slot: entries of the top bar menu (the utilities: cash, transfers, statements, bank, margin debt,
// rights and notifications sit in the side menu of /home/ung-truoc, "Tiện ích"). `labelKey` is a key of the `common` namespace or
// `namespace:key` of a feature's namespace.
import { accountMenuItems } from '@/features/account';
import { authMenuItems } from '@/features/auth';
import { moneyMenuItems } from '@/features/money';
import { bondMenuItems } from '@/features/bonds';
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
  ...authMenuItems,
];
