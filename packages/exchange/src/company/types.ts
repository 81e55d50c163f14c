/** Bilingual text (Vietnamese first, the product's default language). */
export interface Text {
  readonly vi: string;
  readonly en: string;
}

export interface CompanyProfile {
  readonly symbol: string;
  readonly nameVi: string;
  readonly nameEn: string;
  readonly exchange: string;
  readonly industry: string;
  readonly established: string;
  readonly listingDate: string;
  readonly charterCapital: number;
  readonly listedShares: number;
  readonly outstandingShares: number;
  readonly employees: number;
  readonly address: Text;
  readonly website: string;
  readonly auditor: string;
  readonly description: Text;
  readonly invented: boolean;
  readonly simulated: true;
}

export interface Person {
  readonly name: string;
  readonly position: Text;
  readonly since: string;
  readonly shares: number;
}

export interface Shareholder {
  readonly name: string;
  readonly kind: 'state' | 'institution' | 'individual' | 'foreign';
  readonly shares: number;
  /** Share of listed shares, ratio. */
  readonly ratio: number;
  readonly asOf: string;
}

export interface Associate {
  readonly name: string;
  readonly relation: 'subsidiary' | 'associate';
  readonly charterCapital: number;
  readonly ownership: number;
}

export interface IncomeStatement {
  /** '2026' for a year, '2026-Q3' for a quarter. */
  readonly period: string;
  readonly revenue: number;
  readonly costOfGoodsSold: number;
  readonly grossProfit: number;
  readonly financialIncome: number;
  readonly financialExpenses: number;
  readonly sellingExpenses: number;
  readonly adminExpenses: number;
  readonly operatingProfit: number;
  readonly otherProfit: number;
  readonly profitBeforeTax: number;
  readonly incomeTax: number;
  readonly netProfit: number;
  /** Net profit / outstanding shares, VND. */
  readonly eps: number;
}

export interface BalanceSheet {
  readonly period: string;
  readonly cash: number;
  readonly shortTermInvestments: number;
  readonly receivables: number;
  readonly inventory: number;
  readonly currentAssets: number;
  readonly fixedAssets: number;
  readonly longTermInvestments: number;
  readonly otherLongTermAssets: number;
  readonly longTermAssets: number;
  readonly totalAssets: number;
  readonly currentLiabilities: number;
  readonly longTermLiabilities: number;
  readonly liabilities: number;
  readonly charterCapital: number;
  readonly sharePremium: number;
  readonly retainedEarnings: number;
  readonly equity: number;
  readonly totalLiabilitiesAndEquity: number;
}

export interface Financials {
  readonly quarterlyIncome: readonly IncomeStatement[];
  readonly annualIncome: readonly IncomeStatement[];
  readonly quarterlyBalance: readonly BalanceSheet[];
  readonly annualBalance: readonly BalanceSheet[];
  /** Trailing P/E and P/B at the reference price. */
  readonly pe: number;
  readonly pb: number;
}

export interface NewsItem {
  readonly id: string;
  readonly date: string;
  readonly title: Text;
  readonly summary: Text;
  readonly body: Text;
  readonly source: string;
}

export type CorporateEvent =
  | {
      readonly kind: 'cash-dividend';
      readonly id: string;
      readonly title: Text;
      readonly ratePct: number;
      readonly perShare: number;
      readonly exDate: string;
      readonly recordDate: string;
      readonly paymentDate: string;
    }
  | {
      readonly kind: 'stock-dividend';
      readonly id: string;
      readonly title: Text;
      readonly ratio: string;
      /**
       * Bonus shares (cổ phiếu thưởng), issued from the owners' equity surplus rather than from
       * retained earnings; they settle exactly as a stock dividend.
       */
      readonly bonus?: true;
      readonly exDate: string;
      readonly recordDate: string;
      /** The new shares reach the holders' accounts (pending listing, not tradable). */
      readonly paymentDate: string;
      /** The new shares are listed and tradable. */
      readonly listingDate: string;
    }
  | {
      readonly kind: 'agm';
      readonly id: string;
      readonly title: Text;
      readonly meetingDate: string;
      readonly exDate: string;
      readonly recordDate: string;
    }
  | {
      readonly kind: 'rights-issue';
      readonly id: string;
      readonly title: Text;
      readonly ratio: string;
      readonly price: number;
      readonly exDate: string;
      readonly recordDate: string;
      readonly subscriptionStart: string;
      readonly subscriptionEnd: string;
      readonly transferEnd: string;
      /** The registered new shares are listed and tradable. */
      readonly listingDate: string;
    };

export interface InsiderTransfer {
  readonly id: string;
  readonly name: string;
  readonly position: Text;
  readonly side: 'buy' | 'sell';
  readonly registeredVolume: number;
  readonly executedVolume: number;
  readonly before: number;
  readonly after: number;
  readonly from: string;
  readonly to: string;
  readonly status: 'registered' | 'completed' | 'partly-completed' | 'not-executed';
}

/** Everything the stock detail pages show about one company. */
export interface CompanyData {
  readonly profile: CompanyProfile;
  readonly legalRepresentative: Person;
  readonly management: readonly Person[];
  readonly shareholders: readonly Shareholder[];
  readonly associates: readonly Associate[];
  readonly financials: Financials;
  readonly news: readonly NewsItem[];
  readonly events: readonly CorporateEvent[];
  readonly insiderTransfers: readonly InsiderTransfer[];
  readonly simulated: true;
}
