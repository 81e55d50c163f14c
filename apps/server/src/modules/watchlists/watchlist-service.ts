// The rules of a customer's watchlists (spec §5, the market's watchlist rules, the same the web
// client applies before it calls): names, the 15-list and 100-symbol caps, the locked default
// list. Calls of one customer run one after another so two tabs cannot pass a cap together.
import {
  checkCanAddSymbol,
  checkCanAddWatchlist,
  checkCanChangeWatchlist,
  DEFAULT_WATCHLIST_ID,
  randomId,
  validateWatchlistName,
  WATCHLIST_LIMITS,
  type SenErrorKey,
  type WatchlistProblem,
} from '@sen/market';
import type { MergeWatchlist, WatchlistCategory } from '@sen/protocol';
import { SenError } from '../../plugins/errors/sen-error.ts';
import type { StoredWatchlist, WatchlistRepository } from './watchlist-repository.ts';

/** Name the default list carries on the wire (clients show their own translation). */
const DEFAULT_WATCHLIST_NAME = 'Mặc định';

const ERROR_OF: Record<WatchlistProblem['key'], SenErrorKey> = {
  'watchlist.nameRequired': 'watchlistNameRequired',
  'watchlist.nameTooLong': 'watchlistNameTooLong',
  'watchlist.tooMany': 'watchlistTooMany',
  'watchlist.nameExists': 'watchlistNameExists',
  'watchlist.defaultLocked': 'watchlistDefaultLocked',
  'watchlist.notFound': 'watchlistNotFound',
  'watchlist.full': 'watchlistFull',
  'watchlist.symbolExists': 'watchlistSymbolExists',
};

function refuse(problem: WatchlistProblem | undefined): void {
  if (problem) throw new SenError(ERROR_OF[problem.key], problem.values);
}

function toCategory(list: StoredWatchlist): WatchlistCategory {
  return {
    id: list.id,
    name: list.name,
    path: `/home/bang-gia/${list.id}`,
    type: 'watchlist',
    value: list.symbols,
    pinnedRow: list.pinned,
    symbols: list.symbols.join(','),
    sequence: list.sequence,
  };
}

const defaultList = (): StoredWatchlist => ({
  id: DEFAULT_WATCHLIST_ID,
  name: DEFAULT_WATCHLIST_NAME,
  sequence: 0,
  symbols: [],
  pinned: [],
});
/** Names other lists than `exceptId` use (the default list's name is its own, not the user's). */
const namesOf = (lists: readonly StoredWatchlist[], exceptId?: string) =>
  lists.filter((list) => list.id !== DEFAULT_WATCHLIST_ID && list.id !== exceptId).map((list) => list.name);

/** Checks a whole symbol list: no repeats, at most 100, pinned ones inside it. */
function checkSymbols(symbols: readonly string[], pinned: readonly string[]): void {
  const seen: string[] = [];
  for (const symbol of symbols) {
    refuse(checkCanAddSymbol(seen, symbol));
    seen.push(symbol);
  }
  const outside = pinned.find((symbol) => !symbols.includes(symbol));
  if (outside !== undefined) throw new SenError('watchlistPinnedOutside', { name: outside });
  const repeated = pinned.find((symbol, index) => pinned.indexOf(symbol) !== index);
  if (repeated !== undefined) refuse({ key: 'watchlist.symbolExists', values: { name: repeated } });
}

export interface WatchlistServiceOptions {
  now: () => number;
  /**
   * Whether the market lists the symbol. A list takes only listed symbols (-6031; the suggest box
   * offers nothing else); one it already holds stays, listed or not.
   */
  knows: (symbol: string) => boolean;
  /** Numbers in [0, 1) for generated ids (crypto-backed in the server). */
  random: () => number;
}

export class WatchlistService {
  private readonly queues = new Map<number, Promise<unknown>>();

  constructor(
    private readonly repository: WatchlistRepository,
    private readonly options: WatchlistServiceOptions,
  ) {}

  /** The customer's lists in order, the default one first (created on first use). */
  async lists(customerId: number): Promise<WatchlistCategory[]> {
    return (await this.stored(this.repository, customerId)).map(toCategory);
  }

  add(customerId: number, name: string): Promise<WatchlistCategory> {
    return this.serial(customerId, async () => {
      const lists = await this.stored(this.repository, customerId);
      refuse(checkCanAddWatchlist(lists.length));
      refuse(validateWatchlistName(name, namesOf(lists)));
      const list: StoredWatchlist = {
        id: this.newId(lists),
        name: name.trim(),
        sequence: Math.max(...lists.map((l) => l.sequence)) + 1,
        symbols: [],
        pinned: [],
      };
      await this.repository.save(customerId, list, this.options.now());
      return toCategory(list);
    });
  }

  rename(customerId: number, id: string, name: string): Promise<WatchlistCategory> {
    return this.serial(customerId, async () => {
      const lists = await this.stored(this.repository, customerId);
      refuse(
        checkCanChangeWatchlist(
          id,
          lists.map((list) => list.id),
        ),
      );
      refuse(validateWatchlistName(name, namesOf(lists, id)));
      const list = { ...lists.find((item) => item.id === id)!, name: name.trim() };
      await this.repository.save(customerId, list, this.options.now());
      return toCategory(list);
    });
  }

  remove(customerId: number, id: string): Promise<{ id: string }> {
    return this.serial(customerId, async () => {
      const lists = await this.stored(this.repository, customerId);
      refuse(
        checkCanChangeWatchlist(
          id,
          lists.map((list) => list.id),
        ),
      );
      await this.repository.remove(customerId, id);
      return { id };
    });
  }

  /** Saves a list's symbols in board order with its pinned rows (add, remove, reorder, pin). */
  save(
    customerId: number,
    id: string,
    symbols: readonly string[],
    pinned: readonly string[],
  ): Promise<WatchlistCategory> {
    return this.serial(customerId, async () => {
      const lists = await this.stored(this.repository, customerId);
      const current = lists.find((list) => list.id === id);
      if (!current) throw new SenError('watchlistMissing', { id });
      checkSymbols(symbols, pinned);
      const unknown = symbols.find(
        (symbol) => !current.symbols.includes(symbol) && !this.options.knows(symbol),
      );
      if (unknown !== undefined) throw new SenError('invalidSecurity');
      const list = { ...current, symbols: [...symbols], pinned: [...pinned] };
      await this.repository.save(customerId, list, this.options.now());
      return toCategory(list);
    });
  }

  /** Merges a visitor's lists at login (see the protocol's MergeWatchlists). */
  merge(customerId: number, incoming: readonly MergeWatchlist[]) {
    return this.serial(customerId, () =>
      this.repository.transaction(async (repository) => {
        const lists = await this.stored(repository, customerId);
        let merged = 0;
        const skipped: string[] = [];
        for (const source of incoming) {
          // A visitor's browser storage is the visitor's to edit: symbols the market does not list are left out.
          const symbols = [...new Set(source.value)].filter((symbol) => this.options.knows(symbol));
          const target =
            source.id === DEFAULT_WATCHLIST_ID
              ? lists.find((list) => list.id === DEFAULT_WATCHLIST_ID)
              : lists.find(
                  (list) =>
                    list.id !== DEFAULT_WATCHLIST_ID &&
                    list.name.trim().toLocaleLowerCase('vi') === source.name.trim().toLocaleLowerCase('vi'),
                );
          if (target) {
            const added = symbols.filter((symbol) => !target.symbols.includes(symbol));
            const room = WATCHLIST_LIMITS.maxSymbols - target.symbols.length;
            if (added.length > room)
              skipped.push(target.id === DEFAULT_WATCHLIST_ID ? DEFAULT_WATCHLIST_NAME : target.name);
            target.symbols = [...target.symbols, ...added.slice(0, Math.max(0, room))];
            target.pinned = [
              ...target.pinned,
              ...source.pinnedRow.filter((s) => target.symbols.includes(s) && !target.pinned.includes(s)),
            ];
          } else if (
            checkCanAddWatchlist(lists.length) ||
            validateWatchlistName(source.name, namesOf(lists))
          ) {
            skipped.push(source.name);
            continue;
          } else {
            const kept = symbols.slice(0, WATCHLIST_LIMITS.maxSymbols);
            lists.push({
              id: this.newId(lists),
              name: source.name.trim(),
              sequence: Math.max(...lists.map((l) => l.sequence)) + 1,
              symbols: kept,
              pinned: source.pinnedRow.filter((s) => kept.includes(s)),
            });
          }
          merged += 1;
        }
        const now = this.options.now();
        for (const list of lists) await repository.save(customerId, list, now);
        return { lists: lists.map(toCategory), merged, skipped };
      }),
    );
  }

  private async stored(repository: WatchlistRepository, customerId: number): Promise<StoredWatchlist[]> {
    const lists = await repository.list(customerId);
    const others = lists.filter((list) => list.id !== DEFAULT_WATCHLIST_ID);
    return [lists.find((list) => list.id === DEFAULT_WATCHLIST_ID) ?? defaultList(), ...others];
  }

  private newId(lists: readonly StoredWatchlist[]): string {
    let id = randomId(this.options.random);
    while (lists.some((list) => list.id === id)) id = randomId(this.options.random);
    return id;
  }

  private serial<T>(customerId: number, work: () => Promise<T>): Promise<T> {
    const previous = this.queues.get(customerId) ?? Promise.resolve();
    const next = previous.then(work, work);
    const settled = next.catch(() => undefined);
    this.queues.set(customerId, settled);
    void settled.then(() => {
      if (this.queues.get(customerId) === settled) this.queues.delete(customerId);
    });
    return next;
  }
}
