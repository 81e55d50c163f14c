// The board body of a category (spec §2 board modes): standard, odd lots, negotiated trades,
// derivatives, covered warrants or the industry list. `symbols` comes from the caller for lists
// the board does not own (watchlists); fixed categories read theirs from the board host.
// The standard board is in the first load; the other modes are loaded when first shown.
import { lazy, Suspense, type ReactNode } from 'react';
import type { Category } from '@/shared/categories/categories';
import { Loading } from '@/shared/ui/loading';
import { useCategorySymbols } from '../hooks/use-category-symbols';
import type { RowExtension } from '../lib/row-extension';
import { StandardBoard } from './standard-board';

const DerivativesBoard = lazy(async () => ({
  default: (await import('./derivatives-board')).DerivativesBoard,
}));
const IndustryList = lazy(async () => ({ default: (await import('./industry-list')).IndustryList }));
const NegotiatedBoard = lazy(async () => ({
  default: (await import('./negotiated-board')).NegotiatedBoard,
}));
const OddLotBoard = lazy(async () => ({ default: (await import('./odd-lot-board')).OddLotBoard }));
const WarrantBoard = lazy(async () => ({ default: (await import('./warrant-board')).WarrantBoard }));

function Later({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Loading />}>{children}</Suspense>;
}

interface PriceBoardProps {
  categoryId: string;
  category: Category | undefined;
  /** Symbols of a list from elsewhere (watchlist); fixed categories leave it out. */
  symbols?: readonly string[];
  /** Pinned rows, highlight and drag-and-drop frames of such a list. */
  rows?: RowExtension;
}

function CategoryBoard({ categoryId }: { categoryId: string }) {
  const symbols = useCategorySymbols(categoryId);
  return <StandardBoard symbols={symbols} />;
}

export function PriceBoard({ categoryId, category, symbols, rows }: PriceBoardProps) {
  if (symbols) return <StandardBoard symbols={symbols} rows={rows} />;
  if (categoryId === 'danh-muc-nganh')
    return (
      <Later>
        <IndustryList />
      </Later>
    );
  switch (category?.mode) {
    case 'LOLE':
      return (
        <Later>
          <OddLotBoard market={category.market === 'STX' ? 'STX' : 'STO'} />
        </Later>
      );
    case 'PT':
      return (
        <Later>
          <NegotiatedBoard market={category.market ?? 'STO'} />
        </Later>
      );
    case 'PS':
      return (
        <Later>
          <DerivativesBoard />
        </Later>
      );
    case 'CW':
      return (
        <Later>
          <WarrantBoard />
        </Later>
      );
    default:
      return <CategoryBoard categoryId={categoryId} />;
  }
}
