// The 10-level depth of one side of a contract: the board host's snapshot, then the realtime
// stream (`SYM,S` / `SYM,B`, answered with 3211 at once and on every change) while mounted.
import { PUBLIC_MESSAGE_IDS, type DepthLevel } from '@sen/protocol';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useAppConfig } from '@/shared/config/config-query';
import { depthItem } from '@/shared/lib/realtime/frames';
import { readMessage } from '@/shared/lib/realtime/read-message';
import { realtime } from '@/shared/lib/realtime/realtime';
import { fetchDepth10 } from '../api/board-modes-api';
import { depth10Store } from '../stores/depth10-store';

export function useDepth10(symbol: string, side: 'B' | 'S'): readonly DepthLevel[] | undefined {
  const { boardBase } = useAppConfig();
  const key = depthItem(symbol, side);

  useEffect(() => {
    let live = false;
    const controller = new AbortController();
    const stop = realtime.onMessage(PUBLIC_MESSAGE_IDS.depth10, (message) => {
      const read = readMessage(message);
      if (!read.ok || read.value.type !== 'depth' || read.value.levels !== 10) return;
      const { depth } = read.value;
      if (depth.symbol !== symbol || depth.side !== side) return;
      live = true;
      depth10Store.set(key, depth.levels);
    });
    const leave = realtime.subscribe([key]);
    fetchDepth10(boardBase, symbol, side, controller.signal).then(
      (levels) => {
        if (!live) depth10Store.set(key, levels);
      },
      () => undefined,
    );
    return () => {
      controller.abort();
      leave();
      stop();
      depth10Store.delete(key);
    };
  }, [boardBase, symbol, side, key]);

  const read = useCallback(() => depth10Store.get(key), [key]);
  return useSyncExternalStore(depth10Store.subscribe, read, read);
}
