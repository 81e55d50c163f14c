// Figures of the reliability suite: each test records what it measured; `npm run soak` collects
// them (SEN_SOAK_FIGURES names a JSON-lines file) and prints them for docs/reliability.md.
import { appendFileSync } from 'node:fs';

export function recordFigure(test: string, figures: Record<string, number | string>): void {
  const file = process.env.SEN_SOAK_FIGURES;
  if (file) appendFileSync(file, `${JSON.stringify({ test, ...figures })}\n`);
}
