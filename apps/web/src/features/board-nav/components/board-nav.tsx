// The board navigation bar (spec §2): add-symbol search, watchlists, warrants and derivatives
// links, the exchange, odd-lot, put-through and industry dropdowns.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { boardPath, INDUSTRY_SLUGS, industryCategoryId } from '@/shared/categories/categories';
import { CategoryMenu, type MenuEntry } from './category-menu';
import styles from './board-nav.module.css';
import { SymbolSearch } from './symbol-search';
import { WatchlistMenu } from './watchlist-menu';

type CategoryKey =
  | 'hsx'
  | 'vn30'
  | 'thoa-thuan-hsx'
  | 'hnx'
  | 'hnx30'
  | 'thoa-thuan-hnx'
  | 'upcom'
  | 'thoa-thuan-upcom'
  | 'lo-le-hose'
  | 'lo-le-hnx'
  | 'danh-muc-nganh'
  | 'ETF';

const MENUS: {
  group: 'hose' | 'hnx' | 'upcom' | 'etf' | 'vn30' | 'hnx30' | 'oddLots' | 'negotiated';
  ids: CategoryKey[];
}[] = [
  { group: 'hose', ids: ['hsx', 'vn30', 'ETF', 'thoa-thuan-hsx', 'lo-le-hose'] },
  { group: 'hnx', ids: ['hnx', 'hnx30', 'thoa-thuan-hnx', 'lo-le-hnx'] },
  { group: 'upcom', ids: ['upcom', 'thoa-thuan-upcom'] },
  { group: 'etf', ids: ['ETF'] },
  { group: 'vn30', ids: ['vn30'] },
  { group: 'hnx30', ids: ['hnx30'] },
  { group: 'oddLots', ids: ['lo-le-hose', 'lo-le-hnx'] },
  { group: 'negotiated', ids: ['thoa-thuan-hsx', 'thoa-thuan-hnx', 'thoa-thuan-upcom'] },
];

/** `end` is placed at the right end of the bar (the app puts the header options there). */
export function BoardNav({ categoryId, end }: { categoryId: string; end?: ReactNode }) {
  const { t } = useTranslation('board-nav');
  const { t: tCommon } = useTranslation();
  const link =
    (id: string) =>
    ({ isActive }: { isActive: boolean }) =>
      isActive || id === categoryId ? styles.linkActive : styles.link;
  const industries: MenuEntry[] = [
    { id: 'danh-muc-nganh', label: t('categories.danh-muc-nganh') },
    ...INDUSTRY_SLUGS.map((slug) => ({ id: industryCategoryId(slug), label: tCommon(`industries.${slug}`) })),
  ];
  return (
    <nav className={styles.nav} aria-label={t('region')} data-testid="board-nav">
      <SymbolSearch categoryId={categoryId} />
      <WatchlistMenu categoryId={categoryId} />
      {MENUS.map((menu) => (
        <CategoryMenu
          key={menu.group}
          label={t(`groups.${menu.group}`)}
          entries={menu.ids.map((id) => ({ id, label: t(`categories.${id}`) }))}
          categoryId={categoryId}
          testId={`nav-${menu.group}`}
        />
      ))}
      <CategoryMenu
        label={t('groups.industries')}
        entries={industries}
        categoryId={categoryId}
        testId="nav-industries"
        scrollable
      />
      <NavLink to={boardPath('chung-quyen')} className={link('chung-quyen')} data-testid="nav-warrants">
        {t('warrants')}
      </NavLink>
      <NavLink to={boardPath('PHAISINH')} className={link('PHAISINH')} data-testid="nav-derivatives">
        {t('derivatives')}
      </NavLink>
      <span className={styles.spacer} />
      {end}
    </nav>
  );
}
