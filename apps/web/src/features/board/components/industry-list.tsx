// The industry list (danh-muc-nganh): every industry with its number of symbols and leading
// symbols, each opening its own board (nganh-{slug}).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { industrySymbols } from '@sen/protocol';
import { Loading } from '@/shared/ui/loading';
import { useBoardHeight } from '../hooks/use-board-height';
import { useIndustries } from '../hooks/use-category-symbols';
import styles from './deals.module.css';

const LEADING = 12;

export function IndustryList() {
  const { t, i18n } = useTranslation('board');
  const industries = useIndustries();
  const height = useBoardHeight('standard');
  if (industries.isPending) return <Loading />;
  return (
    <section className={styles.panel} style={{ height }} data-testid="industry-list">
      <h3 className={styles.title}>{t('industries.title')}</h3>
      <div className={styles.scroll}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th>{t('negotiated.no')}</th>
              <th>{t('industries.name')}</th>
              <th>{t('industries.count')}</th>
              <th>{t('industries.symbols')}</th>
            </tr>
          </thead>
          <tbody>
            {(industries.data ?? []).map((industry, index) => {
              const symbols = industrySymbols(industry);
              return (
                <tr key={industry.path} data-industry={industry.path}>
                  <td>{index + 1}</td>
                  <td className={styles.symbol}>
                    <Link to={`/home/bang-gia/${industry.path}`}>
                      {i18n.language === 'en' && industry.nameEn ? industry.nameEn : industry.name}
                    </Link>
                  </td>
                  <td>{symbols.length}</td>
                  <td>{symbols.slice(0, LEADING).join(', ')}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
