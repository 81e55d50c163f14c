// Index list of the header (`/getAllIndex/?index=...`), refreshed every 60 s; seeds the live store.
import { TIMING } from '@sen/market';
import { olderIndexToSnapshot, type IndexSnapshot } from '@sen/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { useAppConfig } from '@/shared/config/config-query';
import { getJson, joinUrl } from '@/shared/lib/fetch-json';
import { HEADER_INDEX_CODES } from '../lib/header-index-codes';
import { indexStore } from '../stores/index-store';

/** Reads a list of older index records; malformed rows are skipped, an empty result is an error. */
function readIndexList(rows: readonly unknown[]): IndexSnapshot[] {
  const snapshots = rows.flatMap((row) => {
    const parsed = olderIndexToSnapshot(row);
    return parsed.ok ? [parsed.value] : [];
  });
  if (rows.length > 0 && snapshots.length === 0) throw new Error('no readable index in the reply');
  return snapshots;
}

async function fetchIndexList(boardBase: string, signal?: AbortSignal): Promise<IndexSnapshot[]> {
  const url = joinUrl(boardBase, `getAllIndex/?index=${HEADER_INDEX_CODES.join(',')}`);
  const snapshots = readIndexList(await getJson(url, z.array(z.unknown()), signal));
  indexStore.apply(snapshots);
  return snapshots;
}

const indexListQuery = (boardBase: string) =>
  queryOptions({
    queryKey: ['header', 'index-list', boardBase],
    queryFn: ({ signal }) => fetchIndexList(boardBase, signal),
    refetchInterval: TIMING.indexRefreshMs,
  });

export function useIndexList() {
  return useQuery(indexListQuery(useAppConfig().boardBase));
}
