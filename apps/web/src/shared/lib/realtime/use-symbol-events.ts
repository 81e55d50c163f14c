// Joins one symbol on the realtime channel while a component shows it and hands the component
// the public events of the given message ids, read into canonical units, at most once per
// animation frame (a burst of depth and trade messages costs one cache update and one render).
import type { PublicEvent } from '@sen/protocol';
import { useEffect, useEffectEvent } from 'react';
import type { PublicMessage } from './frames';
import { readMessage } from './read-message';
import { realtime } from './realtime';

/**
 * @param symbol the symbol to join; none while undefined
 * @param ids the public message ids to listen to (3210, 3220 ...)
 * @param apply takes the events of a frame, oldest first (the latest function given is called)
 */
export function useSymbolEvents(
  symbol: string | undefined,
  ids: readonly number[],
  apply: (events: PublicEvent[]) => void,
): void {
  const deliver = useEffectEvent((events: PublicEvent[]) => apply(events));
  const key = ids.join(',');

  useEffect(() => {
    if (symbol === undefined) return;
    let pending: PublicEvent[] = [];
    let frame = 0;
    const flush = () => {
      frame = 0;
      const events = pending;
      pending = [];
      deliver(events);
    };
    const onMessage = (message: PublicMessage) => {
      const read = readMessage(message);
      if (!read.ok) return;
      pending.push(read.value);
      if (frame === 0) frame = requestAnimationFrame(flush);
    };
    const stops = key.split(',').map((id) => realtime.onMessage(Number(id), onMessage));
    const leave = realtime.subscribe([symbol]);
    return () => {
      leave();
      for (const stop of stops) stop();
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, [symbol, key]);
}
