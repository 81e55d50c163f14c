import type vi from './shell-vi';

const en: typeof vi = {
  menu: { openAccount: 'Open an account', contact: 'Contact' },
  login: 'Log in',
  logout: 'Log out',
  loggedOut: 'Logged out',
};

export default en;
