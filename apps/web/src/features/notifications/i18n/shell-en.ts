import type vi from './shell-vi';

const en: typeof vi = {
  bell: 'Notifications ({{count}} unread)',
};

export default en;
