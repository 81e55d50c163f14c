// The board body of a category (spec §2 board modes): standard, odd lots, negotiated trades,
// derivatives, covered warrants or the industry list. `symbols` comes from the caller for lists
// the board does not own (watchlists); fixed categories read theirs from the board host.
import type { Category } from '@/shared/categories/categories';
import { useCategorySymbols } from '../hooks/use-category-symbols';
import type { RowExtension } from '../lib/row-extension';
import { DerivativesBoard } from './derivatives-board';
import { IndustryList } from './industry-list';
import { NegotiatedBoard } from './negotiated-board';
import { OddLotBoard } from './odd-lot-board';
import { StandardBoard } from './standard-board';
import { WarrantBoard } from './warrant-board';

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
  if (categoryId === 'danh-muc-nganh') return <IndustryList />;
  switch (category?.mode) {
    case 'LOLE':
      return <OddLotBoard market={category.market === 'STX' ? 'STX' : 'STO'} />;
    case 'PT':
      return <NegotiatedBoard market={category.market ?? 'STO'} />;
    case 'PS':
      return <DerivativesBoard />;
    case 'CW':
      return <WarrantBoard />;
    default:
      return <CategoryBoard categoryId={categoryId} />;
  }
}
