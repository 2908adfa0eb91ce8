// Text of an order shared by my tickets and the ticket: where and when, and the amount paid.
import type { Market } from '#/markets.ts';

interface OrderLike {
  amount: number;
  currency: string;
  showtime: { cinemaName: string; hallName: string; localDate: string; localTime: string } | null;
}

export function showtimeLine(market: Pick<Market, 'lang'>, o: OrderLike): string {
  if (!o.showtime) return '';
  const day = new Intl.DateTimeFormat(market.lang, { dateStyle: 'medium', timeZone: 'UTC' }).format(Date.parse(`${o.showtime.localDate}T00:00:00Z`));
  return `${o.showtime.cinemaName} · ${o.showtime.hallName} · ${day} ${o.showtime.localTime}`;
}

/** The amount in the currency's major unit (the API counts minor units: ISO 4217 digits). */
export function formatAmount(market: Pick<Market, 'lang'>, o: Pick<OrderLike, 'amount' | 'currency'>): string {
  const format = new Intl.NumberFormat(market.lang, { style: 'currency', currency: o.currency });
  return format.format(o.amount / 10 ** (format.resolvedOptions().maximumFractionDigits ?? 2));
}
