// Conditional order commands of the trading service.
import {
  cancelConditionalOrderCommand,
  conditionalOrderListCommand,
  newConditionalOrderCommand,
  type CommandParamsInput,
} from '@sen/protocol';
import { queryOptions } from '@tanstack/react-query';
import { callTrading } from '@/shared/session/trading-call';

export const conditionalListQuery = (base: string, sub: string) =>
  queryOptions({
    queryKey: ['orders', sub, 'conditional'],
    queryFn: () => callTrading(base, conditionalOrderListCommand, { subAccount: sub }),
  });

export const createConditional = (
  base: string,
  params: CommandParamsInput<typeof newConditionalOrderCommand>,
) => callTrading(base, newConditionalOrderCommand, params);

export const cancelConditional = (base: string, sub: string, id: string, pin: string) =>
  callTrading(base, cancelConditionalOrderCommand, { subAccount: sub, id: id, pin: pin });
