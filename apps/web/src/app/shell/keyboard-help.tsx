// The list of every key of keyboard order entry, in the chosen language ("?" opens it).
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/shared/ui/dialog';
import styles from './keyboard-help.module.css';

type KeyText =
  | 'move'
  | 'buy'
  | 'sell'
  | 'orderAt'
  | 'search'
  | 'help'
  | 'priceTick'
  | 'volumeLot'
  | 'side'
  | 'submit'
  | 'close';

const BOARD: ReadonlyArray<[keys: string, text: KeyText]> = [
  ['↑ ↓ ← →', 'move'],
  ['B · F1', 'buy'],
  ['S · F2', 'sell'],
  ['Enter · Space', 'orderAt'],
  ['/', 'search'],
  ['?', 'help'],
];
const TICKET: ReadonlyArray<[keys: string, text: KeyText]> = [
  ['↑ ↓', 'priceTick'],
  ['PgUp PgDn · + −', 'volumeLot'],
  ['F1 · F2', 'side'],
  ['Enter', 'submit'],
  ['Esc', 'close'],
];

export function KeyboardHelp({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const table = (title: string, rows: typeof BOARD) => (
    <table className={styles.keys}>
      <caption>{title}</caption>
      <tbody>
        {rows.map(([keys, text]) => (
          <tr key={text}>
            <th scope="row">
              <kbd>{keys}</kbd>
            </th>
            <td>{t(`keys.${text}`)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
  return (
    <Dialog title={t('keys.title')} onClose={onClose} closeLabel={t('keys.closeHelp')} testId="keyboard-help">
      {table(t('keys.board'), BOARD)}
      {table(t('keys.ticket'), TICKET)}
    </Dialog>
  );
}
