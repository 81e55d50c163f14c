// The chosen section of the stock detail page.
import type { SectionId } from '../lib/sections';
import { AssociatesSection } from './associates-section';
import { CompanySection } from './company-section';
import { EventsSection } from './events-section';
import { FinancialsSection } from './financials-section';
import { NewsSection } from './news-section';
import { OverviewSection } from './overview-section';
import { ProfileSection } from './profile-section';
import { TradingSection } from './trading-section';
import { TransfersSection } from './transfers-section';

const SECTIONS: Record<SectionId, (props: { symbol: string }) => React.ReactNode> = {
  overview: OverviewSection,
  trading: TradingSection,
  financials: FinancialsSection,
  events: EventsSection,
  news: NewsSection,
  profile: ProfileSection,
  company: CompanySection,
  associates: AssociatesSection,
  transfers: TransfersSection,
};

export function SectionContent({ symbol, section }: { symbol: string; section: SectionId }) {
  const Section = SECTIONS[section];
  return <Section symbol={symbol} />;
}
