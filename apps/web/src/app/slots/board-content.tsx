// Slot: the board body under the header and navigation bar (tables of each board mode).
import type { Category } from '@/shared/categories/categories';

export function BoardContent(_props: { categoryId: string; category: Category | undefined }) {
  return null;
}
