import type vi from './vi';

const en: typeof vi = {
  menu: { notifications: 'Notifications' },
  title: 'Notifications',
  unread: '{{formatted}} unread',
  markAll: 'Mark all as read',
  markRead: 'Read',
  more: 'Show more',
  empty: 'No notifications yet',
  time: 'Time',
  kind: 'Type',
  content: 'Message',
  needLogin: 'Please log in to see this section',
  login: 'Log in',
  kinds: {
    'order-fill': 'Order filled',
    'order-rejected': 'Order rejected',
    'order-expired': 'Order expired',
    'bank-withdraw': 'Withdrawal',
    'bank-deposit': 'Deposit',
    'cash-advance': 'Cash advance',
    'cash-transfer': 'Cash transfer',
    'stock-transfer': 'Stock transfer',
    'margin-call': 'Margin call',
    'force-sell': 'Force sell',
    'loan-due': 'Loan due',
    'margin-repay': 'Margin repayment',
    'price-alert': 'Price alert',
    other: 'Other',
  },
};

export default en;
