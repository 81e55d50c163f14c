// News: headlines with their summaries, newest first; picking one opens its full text beside
// the list (its own request and state).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NEWS_PAGE_SIZE, useNews } from '../api/news';
import { useLanguage } from '../hooks/use-language';
import { formatDay } from '../lib/format-day';
import { NewsDetail } from './news-detail';
import styles from './news.module.css';
import { Pager } from './pager';
import { Panel } from './panel';
import { SectionStatus } from './section-status';
import layout from './stock-detail.module.css';

export function NewsSection({ symbol }: { symbol: string }) {
  const { t } = useTranslation('stock-detail');
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<string | null>(null);
  const query = useNews(symbol, page);
  const pager = query.data ? (
    <Pager page={page} size={NEWS_PAGE_SIZE} total={query.data.total} onPage={setPage} />
  ) : null;
  return (
    <div className={layout.grid}>
      <Panel title={t('sections.news')} tools={pager} testId="news-panel">
        <SectionStatus query={query} label={t('sections.news')}>
          {(data) => (
            <ul className={styles.list} data-testid="news-list">
              {data.items.map((item) => (
                <li key={item.id}>
                  <button
                    type="button"
                    className={styles.item}
                    aria-pressed={selected === item.id}
                    onClick={() => setSelected(item.id)}
                    data-testid="news-item"
                  >
                    <span className={styles.date}>{formatDay(item.date, language)}</span>
                    <strong>{item.title[language]}</strong>
                    <span className={styles.summary}>{item.summary[language]}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </SectionStatus>
      </Panel>
      <Panel title={t('news.detail')} testId="news-detail-panel">
        {selected === null ? (
          <p className={layout.muted}>{t('news.select')}</p>
        ) : (
          <NewsDetail key={selected} id={selected} onClose={() => setSelected(null)} />
        )}
      </Panel>
    </div>
  );
}
