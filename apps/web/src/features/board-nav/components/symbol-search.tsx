// Add-symbol box: suggestions by code prefix (case-insensitive); Enter picks the first (or the one
// chosen with the arrow keys). The symbol goes to the open watchlist, else to the default one.
import { fillText, WATCHLIST_MESSAGES, type Language } from '@sen/market';
import { clsx } from 'clsx';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAppConfig } from '@/shared/config/config-query';
import { toast } from '@/shared/ui/toast';
import { boardPath, DEFAULT_WATCHLIST_ID } from '@/shared/categories/categories';
import { addSymbolToWatchlist } from '@/shared/watchlists/watchlist-actions';
import { watchlistStore } from '@/shared/watchlists/watchlist-store';
import { stockListQuery, useStockList } from '../api/stock-list';
import { suggestSymbols } from '../lib/suggest';
import styles from './symbol-search.module.css';

export function SymbolSearch({ categoryId }: { categoryId: string }) {
  const { t, i18n } = useTranslation('board-nav');
  const navigate = useNavigate();
  const [text, setText] = useState('');
  // The list loads when the box is first used (focus or typing), not with every board.
  const [used, setUsed] = useState(false);
  const list = useStockList(used || text !== '');
  const [active, setActive] = useState(0);
  const listId = useId();
  const suggestions = useMemo(() => suggestSymbols(list.data ?? [], text), [list.data, text]);
  const open = text.trim() !== '';
  const queryClient = useQueryClient();
  const { boardBase } = useAppConfig();

  const pick = (symbol: string) => {
    const lists = watchlistStore.get();
    const target =
      lists.find((item) => item.id === categoryId) ?? lists.find((item) => item.id === DEFAULT_WATCHLIST_ID);
    if (!target) return;
    const result = addSymbolToWatchlist(target.id, symbol);
    const name = target.id === DEFAULT_WATCHLIST_ID ? t('defaultWatchlist') : target.name;
    if (result.ok) toast.success(t('added', { symbol, name }));
    else if (result.problem.key !== 'watchlist.symbolExists') {
      toast.warn(
        fillText(WATCHLIST_MESSAGES[result.problem.key][i18n.language as Language], result.problem.values),
      );
    }
    setText('');
    setActive(0);
    void navigate(boardPath(target.id));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') setActive((index) => Math.min(index + 1, suggestions.length - 1));
    else if (event.key === 'ArrowUp') setActive((index) => Math.max(index - 1, 0));
    else if (event.key === 'Escape') setText('');
    else if (event.key === 'Enter') {
      if (list.isPending && open) {
        // Enter before the list has arrived (the first use of the box): the first once it is in.
        const typed = text;
        void queryClient.fetchQuery(stockListQuery(boardBase)).then((all) => {
          const first = suggestSymbols(all, typed)[0];
          if (first) pick(first.stock_code);
        });
        return;
      }
      const chosen = suggestions[active] ?? suggestions[0];
      if (chosen) pick(chosen.stock_code);
      return;
    } else return;
    event.preventDefault();
  };

  return (
    <div className={styles.search}>
      <input
        className={styles.input}
        value={text}
        placeholder={t('search.placeholder')}
        aria-label={t('search.label')}
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        data-testid="symbol-search"
        onFocus={() => setUsed(true)}
        onChange={(event) => {
          setText(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
      />
      {open && (
        <ul id={listId} role="listbox" className={styles.list} data-testid="symbol-suggestions">
          {/* While the list loads, "loading" (not "no such code"). */}
          {suggestions.length === 0 && (
            <li className={styles.empty}>
              {list.isPending ? t('loading', { ns: 'common' }) : t('search.empty')}
            </li>
          )}
          {suggestions.map((entry, index) => (
            <li
              key={entry.stock_code}
              role="option"
              aria-selected={index === active}
              className={clsx(styles.option, index === active && styles.active)}
              onMouseDown={(event) => {
                event.preventDefault();
                pick(entry.stock_code);
              }}
            >
              <span className={styles.code}>{entry.stock_code}</span>
              <span className={styles.market}>{entry.post_to}</span>
              <span className={styles.name}>
                {i18n.language === 'en' ? (entry.name_en ?? entry.name_vn) : entry.name_vn}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
