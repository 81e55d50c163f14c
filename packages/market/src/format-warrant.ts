// How a covered warrant's analytics read on screen (same in both languages, like board numbers).

const gearingFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const ratioFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 4 });

/** Gearing with 2 decimals and a times sign, e.g. formatGearing(14.999) === '15.00x'. */
export function formatGearing(gearing: number): string {
  return `${gearingFormat.format(gearing)}x`;
}

/** A conversion ratio written "n:1", up to 4 decimals, e.g. formatConversionRatio(2.9416) === '2.9416:1'. */
export function formatConversionRatio(ratio: number): string {
  return `${ratioFormat.format(ratio)}:1`;
}
