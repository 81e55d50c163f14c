// The full text of one news item.
import { useTranslation } from 'react-i18next';
import { useNewsDetail } from '../api/news-detail';
import { useLanguage } from '../hooks/use-language';
import { formatDay } from '../lib/format-day';
import styles from './news.module.css';
import { SectionStatus } from './section-status';
import layout from './stock-detail.module.css';

export function NewsDetail({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation('stock-detail');
  const language = useLanguage();
  const query = useNewsDetail(id);
  return (
    <SectionStatus query={query} label={t('sections.news')}>
      {(news) => (
        <article className={styles.detail} data-testid="news-detail">
          <h2 className={styles.title}>{news.title[language]}</h2>
          <p className={styles.date}>
            {formatDay(news.date, language)} · {t('news.source')}: {news.source} ·{' '}
            <span className={layout.simulated}>{t('simulated')}</span>
          </p>
          {news.body[language].split('\n').map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
          <button type="button" className={layout.toggle} onClick={onClose}>
            {t('news.close')}
          </button>
        </article>
      )}
    </SectionStatus>
  );
}
