// The sub-account's bonds: volume, cost, what the desk pays for them today, the payment schedule,
// and Sell back (a volume, then the confirmation with the numbers).
import { bondTradeFigures, formatInteger } from '@sen/market';
import type { BondHolding, BondInfo } from '@sen/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '@/shared/settings/use-settings';
import { showDate } from '../lib/bond-dates';
import styles from './bonds.module.css';
import { VolumeField } from './volume-field';
import { FlowsTable } from './flows-table';
import type { TradeDraft } from './trade-confirm';

function HoldingRow({
  holding,
  info,
  onSell,
}: {
  holding: BondHolding;
  info: BondInfo | undefined;
  onSell: (draft: TradeDraft) => void;
}) {
  const { t } = useTranslation('bonds');
  const language = useSettings((s) => s.lang);
  const [volumeText, setVolumeText] = useState(String(holding.volume));
  const volume = Math.min(Number(volumeText), holding.volume);
  const sell = () => {
    if (!info || volume <= 0) return;
    const price = { clean: info.buyBackPrice, accrued: info.accrued };
    const figures = bondTradeFigures('sell', price, volume);
    onSell({
      side: 'sell',
      symbol: holding.symbol,
      volume,
      cleanPrice: price.clean,
      accrued: price.accrued,
      ...figures,
    });
  };
  return (
    <div className={styles.panel} data-testid={`bond-holding-${holding.symbol}`}>
      <h3 className={styles.subtitle}>
        {holding.symbol} · {language === 'vi' ? holding.nameVi : holding.nameEn}
      </h3>
      <dl className={styles.figures}>
        <dt>{t('col.volume')}</dt>
        <dd data-testid="bond-holding-volume">{formatInteger(holding.volume)}</dd>
        <dt>{t('col.cost')}</dt>
        <dd>{formatInteger(holding.cost)}</dd>
        <dt>{t('col.sellBack')}</dt>
        <dd>{formatInteger(holding.sellBackAmount)}</dd>
        <dt>{t('col.maturity')}</dt>
        <dd>{showDate(holding.maturityDate, language)}</dd>
      </dl>
      <h4 className={styles.subtitle}>{t('schedule')}</h4>
      <FlowsTable flows={holding.flows} testId="bond-holding-schedule" />
      {info && info.tradeDate < holding.maturityDate && (
        <div className={styles.fields}>
          <VolumeField value={volumeText} onChange={setVolumeText} testId="bond-sell-volume" />
          <button type="button" className={styles.primary} onClick={sell} data-testid="bond-sell">
            {t('sellBackAction')}
          </button>
        </div>
      )}
    </div>
  );
}

export function BondHoldings({
  holdings,
  bonds,
  onSell,
}: {
  holdings: readonly BondHolding[];
  bonds: readonly BondInfo[];
  onSell: (draft: TradeDraft) => void;
}) {
  const { t } = useTranslation('bonds');
  if (holdings.length === 0) return <p className={styles.muted}>{t('none')}</p>;
  return (
    <div className={styles.row} data-testid="bond-holdings">
      {holdings.map((h) => (
        <HoldingRow
          key={h.symbol}
          holding={h}
          info={bonds.find((b) => b.symbol === h.symbol)}
          onSell={onSell}
        />
      ))}
    </div>
  );
}
