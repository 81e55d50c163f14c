// Table types of price alerts (migration 019).
import type { Generated } from 'kysely';

export interface PriceAlertsTable {
  id: Generated<number>;
  customer_id: number;
  symbol: string;
  kind: string;
  threshold: number;
  repeat: string;
  status: string;
  armed: number;
  created_at: number;
  updated_at: number;
  fired_at: number | null;
  last_price: number | null;
}
