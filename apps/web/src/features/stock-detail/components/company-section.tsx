// Company info: the profile of the (simulated) issuer.
import { formatBillions, formatInteger } from '@sen/market';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCompanyInfo } from '../api/company-info';
import { useLanguage } from '../hooks/use-language';
import { formatDay } from '../lib/format-day';
import { Panel } from './panel';
import { SectionStatus } from './section-status';
import table from './table.module.css';

export function CompanySection({ symbol }: { symbol: string }) {
  const { t } = useTranslation('stock-detail');
  const { t: tCommon } = useTranslation();
  const language = useLanguage();
  const query = useCompanyInfo(symbol);
  return (
    <Panel title={t('sections.company')} testId="company-panel">
      <SectionStatus query={query} label={t('sections.company')}>
        {(company) => {
          const facts: [string, ReactNode][] = [
            [t('company.name'), company.nameVi],
            [t('company.nameEn'), company.nameEn],
            [t('company.exchange'), company.exchange === 'HSX' ? t('exchanges.HSX') : company.exchange],
            [
              t('company.industry'),
              tCommon(`industries.${company.industry}`, { defaultValue: company.industry } as {
                defaultValue: string;
              }),
            ],
            [t('company.established'), formatDay(company.established, language)],
            [t('company.listingDate'), formatDay(company.listingDate, language)],
            [t('company.charterCapital'), formatBillions(company.charterCapital)],
            [t('company.listedShares'), formatInteger(company.listedShares)],
            [t('company.outstandingShares'), formatInteger(company.outstandingShares)],
            [t('company.employees'), formatInteger(company.employees)],
            [t('company.address'), company.address[language]],
            [t('company.website'), company.website],
            [t('company.auditor'), company.auditor],
            [
              t('company.legal'),
              `${company.legalRepresentative.name} (${company.legalRepresentative.position[language]})`,
            ],
            [t('company.description'), company.description[language]],
          ];
          return (
            <dl className={table.facts} data-testid="company-facts">
              {facts.map(([label, value]) => (
                <div key={label} style={{ display: 'contents' }}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          );
        }}
      </SectionStatus>
    </Panel>
  );
}
