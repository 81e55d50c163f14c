/** A statement period as the stock pages write it: '2026-Q3' -> 'Q3/2026', '2026' stays. */
export function periodLabel(period: string): string {
  const match = /^(\d{4})-Q([1-4])$/.exec(period);
  return match ? `Q${match[2]}/${match[1]}` : period;
}
