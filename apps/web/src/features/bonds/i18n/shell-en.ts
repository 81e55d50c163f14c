import type vi from './shell-vi';

const en: typeof vi = {
  menu: { bonds: 'Bonds' },
};

export default en;
