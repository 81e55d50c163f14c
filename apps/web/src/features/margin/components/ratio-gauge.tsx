// The margin ratio on a bar from 0 to 100%: the force-sell zone, the call zone and the safe zone,
// their thresholds, and a pointer at the account's ratio (clamped to the bar).
import { formatRatio } from '@sen/market';
import type { MarginInfo } from '@sen/protocol';
import { useTranslation } from 'react-i18next';
import styles from './margin.module.css';

const STATUS_CLASS = { normal: styles.normal, call: styles.call, 'force-sell': styles.forceSell } as const;
const at = (ratio: number) => `${Math.min(100, Math.max(0, ratio * 100))}%`;

export function RatioGauge({ info }: { info: MarginInfo }) {
  const { t } = useTranslation('margin');
  const force = Math.min(100, info.forceSellRatio * 100);
  const call = Math.min(100, info.callRatio * 100);
  return (
    <div
      className={styles.gauge}
      role="meter"
      aria-label={t('ratio')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(info.ratio * 100)}
      data-testid="margin-gauge"
      data-status={info.status}
    >
      <div className={styles.track}>
        <span className={styles.zoneForce} style={{ width: `${force}%` }} />
        <span className={styles.zoneCall} style={{ width: `${Math.max(0, call - force)}%` }} />
        <span className={styles.zoneSafe} />
      </div>
      <span
        className={`${styles.threshold} ${styles.thresholdLeft}`}
        style={{
          left: at(info.forceSellRatio),
          ['--tick' as string]: '100%',
          ['--room' as string]: `${force}%`,
        }}
        data-testid="margin-threshold-force"
      >
        {t('forceSellRatio', { ratio: formatRatio(info.forceSellRatio) })}
      </span>
      <span
        className={`${styles.threshold} ${styles.thresholdRight}`}
        style={{
          left: at(info.callRatio),
          ['--tick' as string]: '0%',
          ['--room' as string]: `${100 - call}%`,
        }}
        data-testid="margin-threshold-call"
      >
        {t('callRatio', { ratio: formatRatio(info.callRatio) })}
      </span>
      <span
        className={`${styles.pointer} ${STATUS_CLASS[info.status]}`}
        style={{ left: at(info.ratio), ['--at' as string]: at(info.ratio) }}
        data-testid="margin-ratio"
      >
        {formatRatio(info.ratio)}
      </span>
    </div>
  );
}
