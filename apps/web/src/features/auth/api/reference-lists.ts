// Reference lists of the forms: provinces (ListProvince) and branches (getInmemList/BRANCH_CODE).
import { listProvinceCommand, referenceItemSchema } from '@sen/protocol';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { getJson, joinUrl } from '@/shared/lib/fetch-json';
import { callTrading } from '@/shared/session/trading-call';

export const provincesQuery = (base: string) =>
  queryOptions({
    queryKey: ['provinces'],
    queryFn: () => callTrading(base, listProvinceCommand, {}),
    staleTime: Infinity,
  });

const inmemReply = z.object({ rc: z.number(), data: z.array(referenceItemSchema) });

export const branchesQuery = (base: string) =>
  queryOptions({
    queryKey: ['inmem', 'BRANCH_CODE'],
    queryFn: async ({ signal }) =>
      (await getJson(joinUrl(base, 'getInmemList/BRANCH_CODE'), inmemReply, signal)).data,
    staleTime: Infinity,
  });
