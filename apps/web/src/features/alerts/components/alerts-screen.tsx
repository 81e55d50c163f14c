// The alerts screen (/home/canh-bao-gia): a form to add an alert, the alerts with their condition,
// repeat mode, status and last firing, edit and delete. A customer's alerts are the server's; a
// visitor's live in this browser (and are checked here). Browser notifications can be turned on.
import {
  alertConditionText,
  formatDateTime,
  formatInteger,
  formatScreenPrice,
  MAX_ACTIVE_PRICE_ALERTS,
} from '@sen/market';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openLogin } from '@/shared/session/session-store';
import { useSettings } from '@/shared/settings/use-settings';
import { useAlertActions } from '../hooks/use-alert-actions';
import { useAlertList, type AlertRowView } from '../hooks/use-alert-list';
import { thresholdText } from '../lib/alert-form-schema';
import { kindOfSymbol as kindOf } from '../lib/kind-of-symbol';
import { AlertForm } from './alert-form';
import { NotificationPermission } from './notification-permission';
import styles from './alerts.module.css';
import { TableScroll } from '@/shared/ui/table-scroll';

const NEW = { symbol: '', kind: 'priceAbove', threshold: '', repeat: 'once', active: true } as const;

export function AlertsScreen() {
  const { t } = useTranslation('alerts');
  const lang = useSettings((s) => s.lang);
  const { alerts, visitor } = useAlertList();
  const { remove } = useAlertActions();
  const [editing, setEditing] = useState<AlertRowView | null>(null);
  const active = alerts.filter((a) => a.status === 'active').length;
  const editInitial = (a: AlertRowView) => ({
    symbol: a.symbol,
    kind: a.kind,
    threshold: thresholdText(a.kind, a.threshold, kindOf(a.symbol)),
    repeat: a.repeat,
    active: a.status !== 'disabled',
  });
  return (
    <section className={styles.screen} data-testid="alerts-screen">
      <div className={styles.header}>
        <h1 className={styles.title}>{t('title')}</h1>
        <span className={styles.muted} data-testid="alerts-count">
          {t('count', { active: formatInteger(active), max: formatInteger(MAX_ACTIVE_PRICE_ALERTS) })}
        </span>
        <NotificationPermission />
      </div>
      <p className={styles.note}>
        {visitor ? t('visitorNote') : t('customerNote')}{' '}
        {visitor && (
          <button type="button" className={styles.link} onClick={openLogin}>
            {t('login')}
          </button>
        )}
      </p>
      <div className={styles.body}>
        <div className={styles.card}>
          <h2 className={styles.subtitle}>{editing ? t('editTitle') : t('newTitle')}</h2>
          {editing ? (
            <AlertForm
              key={editing.id}
              initial={editInitial(editing)}
              id={editing.id}
              onDone={() => setEditing(null)}
              testId="alert-edit-form"
            />
          ) : (
            <AlertForm key="new" initial={NEW} />
          )}
        </div>
        {alerts.length === 0 ? (
          <p className={styles.empty}>{t('empty')}</p>
        ) : (
          <TableScroll label={t('title')} className={styles.tableBox}>
            <table className={styles.table} data-testid="alerts-table">
              <thead>
                <tr>
                  <th>{t('column.symbol')}</th>
                  <th>{t('column.condition')}</th>
                  <th>{t('column.repeat')}</th>
                  <th>{t('column.status')}</th>
                  <th>{t('column.created')}</th>
                  <th>{t('column.fired')}</th>
                  <th>{t('column.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {alerts.map((a) => (
                  <tr key={a.id} data-testid="alert-row" data-symbol={a.symbol} data-status={a.status}>
                    <td className={styles.symbol}>{a.symbol}</td>
                    <td>{alertConditionText(a.kind, a.threshold, kindOf(a.symbol))[lang]}</td>
                    <td>{t(`repeats.${a.repeat}`)}</td>
                    <td className={styles[a.status]}>{t(`statuses.${a.status}`)}</td>
                    <td>{formatDateTime(a.createdAt, lang)}</td>
                    <td>
                      {a.firedAt === null
                        ? '-'
                        : t('firedAt', {
                            time: formatDateTime(a.firedAt, lang),
                            price:
                              a.lastPrice === null ? '-' : formatScreenPrice(a.lastPrice, kindOf(a.symbol)),
                          })}
                    </td>
                    <td className={styles.rowActions}>
                      <button type="button" className={styles.secondary} onClick={() => setEditing(a)}>
                        {t('edit')}
                      </button>
                      <button
                        type="button"
                        className={styles.danger}
                        onClick={() => {
                          if (editing?.id === a.id) setEditing(null);
                          void remove(a.id, a.symbol);
                        }}
                        data-testid="alert-delete"
                      >
                        {t('delete')}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
      </div>
    </section>
  );
}
