import type vi from './shell-vi';

const en: typeof vi = {
  menu: { trading: 'Stock trading' },
};

export default en;
