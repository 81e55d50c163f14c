// How the board reads (spec §2 toggles): sort column and direction, change as +/- or %, foreign
// columns as buy/sell or room. The sort resets whenever a new snapshot is requested.
import { createStore } from '@/shared/lib/create-store';
import type { ChangeMode, ForeignMode } from '../lib/cell-view';
import { nextSort, type SortState } from '../lib/sort-symbols';

export interface BoardView {
  sort: SortState | null;
  changeMode: ChangeMode;
  foreignMode: ForeignMode;
}

export const boardViewStore = createStore<BoardView>({
  sort: null,
  changeMode: 'value',
  foreignMode: 'flow',
});

export const sortBy = (column: string) =>
  boardViewStore.set((view) => ({ ...view, sort: nextSort(view.sort, column) }));
export const resetSort = () =>
  boardViewStore.set((view) => (view.sort === null ? view : { ...view, sort: null }));
export const setChangeMode = (changeMode: ChangeMode) =>
  boardViewStore.set((view) => ({ ...view, changeMode }));
export const setForeignMode = (foreignMode: ForeignMode) =>
  boardViewStore.set((view) => ({ ...view, foreignMode }));
