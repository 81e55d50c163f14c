// Conditional order commands as mutations that refetch the conditional list of the sub-account
// (and the order lists: an activated conditional order's cancel reaches its child order).
import type { CommandParamsInput, newConditionalOrderCommand } from '@sen/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAppConfig } from '@/shared/config/config-query';
import { cancelConditional, createConditional } from './conditional-api';

export function useCreateConditional() {
  const { tradingBase } = useAppConfig();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (params: CommandParamsInput<typeof newConditionalOrderCommand>) =>
      createConditional(tradingBase, params),
    onSettled: (_data, _error, params) =>
      queryClient.invalidateQueries({ queryKey: ['orders', params.subAccount] }),
  });
}

export function useCancelConditional() {
  const { tradingBase } = useAppConfig();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sub, id, pin }: { sub: string; id: string; pin: string }) =>
      cancelConditional(tradingBase, sub, id, pin),
    onSettled: (_data, _error, { sub }) => queryClient.invalidateQueries({ queryKey: ['orders', sub] }),
  });
}
