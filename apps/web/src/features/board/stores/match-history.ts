// Match history of the derivatives board's selected contract: the day's trades from the board
// host, then live 6220 trades, newest first, bounded.
import { createBoundedList } from './bounded-list';

export interface MatchEntry {
  seq: number;
  time: string;
  price: number;
  volume: number;
  change: number;
}

export const MATCH_HISTORY_LIMIT = 500;
export const matchHistory = createBoundedList<MatchEntry>(MATCH_HISTORY_LIMIT);
