import { useMemo } from 'react';
import { useStore } from '@/shared/hooks/use-store';
import type { CellContext } from '../lib/cell-view';
import { boardViewStore } from '../stores/board-view-store';

/** The cell context of a board (toggles from the view store), stable between renders. */
export function useCellContext(derivative: boolean, volumeUnit: number): CellContext {
  const changeMode = useStore(boardViewStore, (view) => view.changeMode);
  const foreignMode = useStore(boardViewStore, (view) => view.foreignMode);
  return useMemo(
    () => ({ changeMode, foreignMode, derivative, volumeUnit }),
    [changeMode, foreignMode, derivative, volumeUnit],
  );
}
