import type vi from './shell-vi';

const en: typeof vi = {
  menu: { assets: 'Assets', account: 'Account' },
  switcher: 'Sub-account',
  margin: 'Margin',
  normal: 'Normal',
};

export default en;
