import type { WatchlistsResources } from './vi';

const en: WatchlistsResources = {
  tabs: 'Watchlists',
  defaultName: 'Default',
  add: 'Add watchlist',
  rename: 'Rename',
  delete: 'Delete watchlist',
  name: 'Watchlist name',
  save: 'Save',
  cancel: 'Cancel',
  close: 'Close',
  confirmDelete: 'Delete the watchlist "{{name}}"?',
  added: 'Watchlist {{name}} added',
  renamed: 'Renamed to {{name}}',
  deleted: 'Watchlist {{name}} deleted',
  row: {
    pin: 'Pin {{symbol}}',
    unpin: 'Unpin {{symbol}}',
    remove: 'Remove {{symbol}} from the watchlist',
    drag: 'Drag to reorder {{symbol}}',
  },
  merge: {
    title: 'Merge watchlists',
    text: 'This browser holds {{count}} watchlists you made before logging in. Merge them into your account?',
    accept: 'Merge',
    decline: 'Keep apart',
    done: '{{count}} watchlists merged',
    skipped: 'Not merged: {{names}}',
  },
  loadFailed: 'Could not load the watchlists: {{message}}',
};

export default en;
