import type vi from './shell-vi';

const en: typeof vi = {
  menu: { money: 'Utilities' },
};

export default en;
