// One printed line per figure: the real value, the simulated one, their ratio and a pass mark (within 30%).

export interface Line {
  section: string;
  name: string;
  real: number;
  sim: number;
  /** Digits to print. */
  digits?: number;
  /** Compare absolute difference instead of the ratio (for figures that are 0 in reality). */
  absolute?: number;
  /** A bound instead of a ratio: 'max' passes when sim <= real, 'min' when sim >= real. */
  bound?: 'max' | 'min';
}

/** True when the simulated figure lands within 30% of the real one (or within the absolute tolerance). */
export function passes(line: Line): boolean {
  if (line.bound === 'max') return line.sim <= line.real;
  if (line.bound === 'min') return line.sim >= line.real;
  if (line.absolute !== undefined) return Math.abs(line.sim - line.real) <= line.absolute;
  if (line.real === 0) return line.sim === 0;
  const ratio = line.sim / line.real;
  return ratio >= 0.7 && ratio <= 1.3;
}

/** Prints the lines as a table and returns how many passed. */
export function printLines(lines: readonly Line[]): { passed: number; total: number } {
  let section = '';
  let passed = 0;
  for (const line of lines) {
    if (line.section !== section) {
      section = line.section;
      console.log(`\n${section}`);
      console.log(
        `  ${'figure'.padEnd(44)} ${'real'.padStart(12)} ${'simulated'.padStart(12)} ${'ratio'.padStart(7)}  mark`,
      );
    }
    const digits = line.digits ?? 2;
    const ratio = line.real === 0 ? '-' : (line.sim / line.real).toFixed(2);
    const ok = passes(line);
    if (ok) passed += 1;
    console.log(
      `  ${line.name.padEnd(44)} ${line.real.toFixed(digits).padStart(12)} ${line.sim.toFixed(digits).padStart(12)} ${ratio.padStart(7)}  ${ok ? 'PASS' : 'FAIL'}`,
    );
  }
  return { passed, total: lines.length };
}
