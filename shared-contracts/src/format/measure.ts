const twoDecimals = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** Weight and miles are rounded to 2 decimals (spec 000 §9). */
export function roundToTwoDecimals(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

function formatMeasure(value: number | null | undefined, unit: string): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return `${twoDecimals.format(roundToTwoDecimals(value))} ${unit}`;
}

/** '42,000 lbs', '1,234.57 lbs': rounded to 2 decimals, trailing zeros not shown. */
export function formatWeight(pounds: number | null | undefined): string {
  return formatMeasure(pounds, 'lbs');
}

/** '512.46 mi'. */
export function formatMiles(miles: number | null | undefined): string {
  return formatMeasure(miles, 'mi');
}
