// The order commands as mutations that own their cache invalidation: whatever the reply, the order
// lists and the figures an order moves (cash, shares, purchase power) of the sub-account are
// refetched, so no screen invalidates by hand after placing, editing or cancelling.
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useAppConfig } from '@/shared/config/config-query';
import { cancelOrder, editOrder, placeOrder, type NewOrder } from './order-api';

/** Query keys whose data an order of `sub` may change. */
const orderMovedKeys = (sub: string) => [
  ['orders', sub],
  ['purchasePower', sub],
  ['cashBalance', sub],
  ['stockBalance', sub],
];

const invalidateOrderData = (queryClient: QueryClient, sub: string) =>
  Promise.all(orderMovedKeys(sub).map((queryKey) => queryClient.invalidateQueries({ queryKey })));

export function usePlaceOrder() {
  const { tradingBase } = useAppConfig();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ order, refId }: { order: NewOrder; refId: string }) =>
      placeOrder(tradingBase, order, refId),
    onSettled: (_data, _error, { order }) => invalidateOrderData(queryClient, order.sub),
  });
}

export interface OrderEdit {
  sub: string;
  orderNo: string;
  change: { price?: number; volume?: number };
  pin: string;
}

export function useEditOrder() {
  const { tradingBase } = useAppConfig();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (edit: OrderEdit) => editOrder(tradingBase, edit.sub, edit.orderNo, edit.change, edit.pin),
    onSettled: (_data, _error, { sub }) => invalidateOrderData(queryClient, sub),
  });
}

export function useCancelOrder() {
  const { tradingBase } = useAppConfig();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sub, orderNo, pin }: { sub: string; orderNo: string; pin: string }) =>
      cancelOrder(tradingBase, sub, orderNo, pin),
    onSettled: (_data, _error, { sub }) => invalidateOrderData(queryClient, sub),
  });
}
