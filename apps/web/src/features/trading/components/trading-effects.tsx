// Live updates of the private area: order, balance and conditional-order events of the realtime
// private channel refresh the order book (its conditional tab too), balances and positions (at
// most once per animation frame).
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { realtime } from '@/shared/lib/realtime/realtime';

const ORDER_KEYS = [
  ['orders'],
  ['cashBalance'],
  ['stockBalance'],
  ['positions'],
  ['derivativePositions'],
  ['purchasePower'],
];

export function TradingEffects() {
  const queryClient = useQueryClient();
  useEffect(() => {
    let frame: number | null = null;
    const off = realtime.onPrivate((message) => {
      const m = message as { action?: string; data?: { type?: string } };
      const type = m.data?.type;
      if (m.action !== 'Event' || (type !== 'order' && type !== 'balance' && type !== 'conditional')) return;
      if (frame !== null) return;
      frame = requestAnimationFrame(() => {
        frame = null;
        for (const queryKey of ORDER_KEYS) void queryClient.invalidateQueries({ queryKey });
      });
    });
    return () => {
      off();
      if (frame !== null) cancelAnimationFrame(frame);
    };
  }, [queryClient]);
  return null;
}
