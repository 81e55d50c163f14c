import type vi from './shell-vi';

const en: typeof vi = {
  bell: 'Set a price alert on {{symbol}}',
  bellActive: 'Set a price alert on {{symbol}} (has an alert)',
};

export default en;
