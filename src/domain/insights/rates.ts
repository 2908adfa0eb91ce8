// Ratios the dashboard shows: none when there is nothing to divide by (a slot never seen has no
// click-through rate, not 0 %).
export function clickThroughRate(clicks: number, impressions: number): number | null {
  return impressions > 0 ? clicks / impressions : null;
}

/** A share as a percentage with one decimal, for tables and CSV ("12.5"); "" when there is none. */
export function percentText(share: number | null): string {
  return share === null ? '' : (Math.round(share * 1000) / 10).toFixed(1);
}
