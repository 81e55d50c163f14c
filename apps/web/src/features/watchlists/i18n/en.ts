import type { WatchlistsResources } from './vi';

const en: WatchlistsResources = {
  tabs: 'Watchlists',
  defaultName: 'Default',
  empty: 'No symbols in this list',
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
  drag: {
    instructions:
      'To pick up a symbol, press Space or Enter. While dragging, use the arrow keys to move it; press Space or Enter again to drop it, or Escape to cancel.',
    start: 'Picked up {{symbol}} at position {{position}}',
    over: '{{symbol}} is at position {{position}}',
    end: 'Dropped {{symbol}} at position {{position}}',
    cancel: 'Dragging {{symbol}} cancelled',
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
