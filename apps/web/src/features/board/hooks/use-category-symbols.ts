// The symbols of a fixed category (hsx, vn30, ETF, nganh-{slug} ...) from the board host.
import { industrySymbols } from '@sen/protocol';
import { useQuery } from '@tanstack/react-query';
import { useAppConfig } from '@/shared/config/config-query';
import { fetchCategories, fetchIndustries } from '../api/board-api';
import { bootCategories } from '../api/board-boot';

const FIVE_MINUTES = 5 * 60_000;

export function useIndustries(enabled = true) {
  const { boardBase } = useAppConfig();
  return useQuery({
    queryKey: ['board', 'industries', boardBase],
    queryFn: ({ signal }) => fetchIndustries(boardBase, signal),
    staleTime: FIVE_MINUTES,
    enabled,
  });
}

/** Symbols of the category, or undefined while loading (an unknown id gives none). */
export function useCategorySymbols(categoryId: string, enabled = true): string[] | undefined {
  const { boardBase } = useAppConfig();
  const industry = categoryId.startsWith('nganh-');
  const categories = useQuery({
    queryKey: ['board', 'categories', boardBase],
    queryFn: ({ signal }) => fetchCategories(boardBase, signal),
    // The list inlined in the page (board routes) saves the first request.
    initialData: bootCategories,
    staleTime: FIVE_MINUTES,
    enabled: enabled && !industry,
  });
  const industries = useIndustries(enabled && industry);
  if (industry) {
    if (!industries.data) return industries.isError ? [] : undefined;
    const found = industries.data.find((entry) => entry.path === categoryId);
    return found ? industrySymbols(found) : [];
  }
  if (!categories.data) return categories.isError ? [] : undefined;
  const found = categories.data.find((entry) => entry.id === categoryId);
  return found ? (found.symbols ?? found.value.join(',')).split(',').filter((symbol) => symbol !== '') : [];
}
