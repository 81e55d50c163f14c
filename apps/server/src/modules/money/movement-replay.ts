// Idempotency of money movements by the customer's refId: the same refId and body give back the
// movement made under it; the same refId with another body is refused with -6004.
import type { Db } from '../ledger/ledger-repository.ts';
import { findMovement, type MovementKind, type MovementRow } from './money-repository.ts';
import { SenError } from '../../plugins/errors/sen-error.ts';

/** The movement already made under this refId (same body), undefined for a new refId. */
export async function replayed(
  db: Db,
  customerId: number,
  kind: MovementKind,
  refId: string,
  body: string,
): Promise<MovementRow | undefined> {
  const row = await findMovement(db, customerId, kind, refId);
  if (row && row.body !== body) throw new SenError('orderAlreadyProcessed');
  return row;
}
