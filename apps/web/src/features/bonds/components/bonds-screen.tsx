// The bond service screen (/home/trai-phieu): offered bonds with a detail panel (terms, yield by
// term and its chart, quote and cash flows, Buy), the sub-account's holdings (schedule, Sell back)
// and history; every trade goes through the confirmation dialog. Private: asks for login first.
import { formatInteger } from '@sen/market';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '@/shared/config/config-query';
import { errorText } from '@/shared/session/error-text';
import { openLogin } from '@/shared/session/session-store';
import { useSession } from '@/shared/session/use-session';
import { bondHoldingsQuery, bondListQuery } from '../api/bond-api';
import { BondDetail } from './bond-detail';
import { BondHistory } from './bond-history';
import { BondHoldings } from './bond-holdings';
import { BondList } from './bond-list';
import styles from './bonds.module.css';
import { TradeConfirm, type TradeDraft } from './trade-confirm';

type Tab = 'list' | 'holdings' | 'history';
const TABS: readonly Tab[] = ['list', 'holdings', 'history'];

export function BondsScreen() {
  const { t } = useTranslation('bonds');
  const loggedIn = useSession((s) => s.token !== null);
  const sub = useSession((s) => s.defAccount);
  if (!loggedIn || !sub)
    return (
      <div className={styles.screen} data-testid="need-login">
        <p>{t('needLogin')}</p>
        <button type="button" className={styles.primary} onClick={openLogin}>
          {t('login')}
        </button>
      </div>
    );
  return <Bonds sub={sub} />;
}

function Bonds({ sub }: { sub: string }) {
  const { t } = useTranslation('bonds');
  const { bondBase } = useAppConfig();
  const [tab, setTab] = useState<Tab>('list');
  const [selected, setSelected] = useState<string | null>(null);
  // Counts the choices from the list: the detail comes into view on each (0: shown again by a tab).
  const [reveal, setReveal] = useState(0);
  const choose = (symbol: string) => {
    setSelected(symbol);
    setReveal((n) => n + 1);
  };
  const [draft, setDraft] = useState<TradeDraft | null>(null);
  const list = useQuery(bondListQuery(bondBase));
  const holdings = useQuery(bondHoldingsQuery(bondBase, sub));
  const bonds = list.data ?? [];
  const bond = bonds.find((b) => b.symbol === selected);
  return (
    <section className={styles.screen} data-testid="bonds-screen">
      <h1 className={styles.title}>
        {t('title')} · {sub}
      </h1>
      <p className={styles.muted}>{t('simulated')}</p>
      <div className={styles.tabs} role="tablist">
        {TABS.map((id) => (
          <button
            key={id}
            type="button"
            role="tab"
            aria-selected={tab === id}
            className={tab === id ? styles.tabActive : styles.tab}
            onClick={() => {
              setTab(id);
              setReveal(0);
            }}
            data-testid={`bond-tab-${id}`}
          >
            {t(`tabs.${id}`)}
          </button>
        ))}
      </div>
      {list.error && <p className={styles.error}>{errorText(list.error)}</p>}
      {tab === 'list' && (
        <>
          <div className={styles.panel}>
            <BondList bonds={bonds} selected={selected} onSelect={choose} />
          </div>
          {bond && <BondDetail key={bond.symbol} bond={bond} reveal={reveal} onBuy={setDraft} />}
        </>
      )}
      {tab === 'holdings' && <BondHoldings holdings={holdings.data ?? []} bonds={bonds} onSell={setDraft} />}
      {tab === 'history' && <BondHistory sub={sub} />}
      <p className={styles.muted}>{t('unit', { par: formatInteger(100_000) })}</p>
      {draft && <TradeConfirm draft={draft} sub={sub} onClose={() => setDraft(null)} />}
    </section>
  );
}
