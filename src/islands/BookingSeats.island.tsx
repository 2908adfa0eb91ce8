// The booking page's seat map (issue #27 item 4): choose up to the limit, hold them (a countdown to
// the hold's end), pay with a card, then go to the ticket. The server renders the same markup with
// the seat states it read, so hydration changes nothing on screen. client:interaction (decision 0057):
// the map is readable at once and the island wakes on the reader's first tap, which it then handles; the session is read from storage
// (src/stores/storedSession.ts) without the session store. Taken seats (409), a declined payment
// (402, the hold released) and a hold whose countdown ran out (released) all refresh the map.
import { useEffect, useState } from 'react';
import { accessTokenHeader } from '#/domain/identity/accessToken.ts';
import { formatCountdown, secondsLeft } from '#/domain/booking/seatMap.ts';
import { storedToken } from '#/stores/storedSession.ts';

export type SeatState = 'FREE' | 'HELD' | 'SOLD' | 'MINE';
export interface SeatRow {
  label: string;
  cells: { seatId: string | null; state: SeatState | null }[];
}

export interface BookingLabels {
  screen: string;
  seatMap: string;
  seatLimit: string;
  selected: string;
  none: string;
  hold: string;
  holdExpires: string;
  expired: string;
  card: string;
  pay: string;
  declined: string;
  taken: string;
  signIn: string;
  failed: string;
  free: string;
  held: string;
  sold: string;
  mine: string;
}

export interface BookingSeatsProps {
  country: string;
  showtimeId: number;
  rows: SeatRow[];
  seatLimit: number;
  price: number;
  currency: string;
  lang: string;
  /** Where the ticket of an order is: `{orderId}` is replaced. */
  ticketPath: string;
  loginHref: string;
  labels: BookingLabels;
}

interface Hold {
  holdId: string;
  seats: string[];
  expiresAt: number;
  amount: number;
}

const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(values[k] ?? ''));

export function BookingSeats({ country, showtimeId, rows: initialRows, seatLimit, price, currency, lang, ticketPath, loginHref, labels }: BookingSeatsProps) {
  const [rows, setRows] = useState(initialRows);
  const [selected, setSelected] = useState<string[]>([]);
  const [hold, setHold] = useState<Hold | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const [message, setMessage] = useState('');
  const [needsSignIn, setNeedsSignIn] = useState(false);
  const [busy, setBusy] = useState(false);
  const money = (minor: number) => {
    const format = new Intl.NumberFormat(lang, { style: 'currency', currency });
    return format.format(minor / 10 ** (format.resolvedOptions().maximumFractionDigits ?? 2));
  };

  async function api(method: string, path: string, body?: unknown): Promise<{ status: number; data: any }> {
    const token = storedToken();
    const res = await fetch(`/webapi${path}${path.includes('?') ? '&' : '?'}country=${country}`, {
      method,
      headers: { ...(token ? accessTokenHeader(token) : {}), ...(body ? { 'Content-Type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: res.status, data: await res.json().catch(() => ({})) };
  }

  async function refresh(): Promise<SeatRow[]> {
    const { status, data } = await api('GET', `/showtime/${showtimeId}/seats`);
    if (status !== 200) return rows;
    setRows(data.rows);
    return data.rows as SeatRow[];
  }

  useEffect(() => {
    if (!hold) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [hold]);

  const left = hold ? secondsLeft(hold.expiresAt, now) : 0;
  useEffect(() => {
    if (hold && left === 0) {
      setHold(null);
      setSelected([]);
      setMessage(labels.expired);
      // The server frees it at its own expiry anyway; releasing now keeps the map the reader sees true.
      void api('POST', `/booking/hold/${hold.holdId}/release`).finally(() => void refresh());
    }
  }, [hold, left]);

  function toggle(seatId: string) {
    if (hold) return;
    setMessage('');
    setSelected((s) => (s.includes(seatId) ? s.filter((x) => x !== seatId) : s.length < seatLimit ? [...s, seatId] : s));
  }

  async function placeHold() {
    if (!storedToken()) return setNeedsSignIn(true);
    setBusy(true);
    try {
      const { status, data } = await api('POST', '/booking/hold', { showtimeId, seats: selected });
      if (status === 200) {
        // The countdown runs on this device's clock for as long as the server gave: its clock may differ.
        setHold({ holdId: data.holdId, seats: data.seats, expiresAt: Date.now() + (data.expiresAt - data.serverTime), amount: data.amount });
        setNow(Date.now());
        setMessage('');
        await refresh();
      } else if (status === 401) setNeedsSignIn(true);
      else if (status === 409 && data.takenSeats) {
        setMessage(fill(labels.taken, { seats: (data.takenSeats as string[]).join(', ') }));
        setSelected((s) => s.filter((x) => !data.takenSeats.includes(x)));
        await refresh();
      } else setMessage(data.message ?? labels.failed);
    } catch {
      setMessage(labels.failed);
    } finally {
      setBusy(false);
    }
  }

  async function pay(form: HTMLFormElement) {
    if (!hold) return;
    setBusy(true);
    try {
      const cardNumber = String(new FormData(form).get('cardNumber') ?? '');
      const { status, data } = await api('POST', `/booking/hold/${hold.holdId}/pay`, { cardNumber });
      if (status === 200) {
        location.assign(ticketPath.replace('{orderId}', data.orderId));
        return;
      }
      if (status === 400) return setMessage(data.message ?? labels.failed);
      setHold(null);
      setSelected([]);
      setMessage(status === 402 ? labels.declined : status === 409 ? labels.expired : (data.message ?? labels.failed));
      await refresh();
    } catch {
      setMessage(labels.failed);
    } finally {
      setBusy(false);
    }
  }

  const stateLabel = { FREE: labels.free, HELD: labels.held, SOLD: labels.sold, MINE: labels.mine };
  return (
    <div className="booking">
      <p className="booking__screen" aria-hidden="true">{labels.screen}</p>
      <div className="booking__map" role="group" aria-label={labels.seatMap}>
        {rows.map((row) => (
          <div className="booking__row" key={row.label}>
            <span className="booking__row-label" aria-hidden="true">{row.label}</span>
            {row.cells.map((cell, i) =>
              cell.seatId ? (
                <button
                  type="button"
                  key={cell.seatId}
                  className="booking__seat"
                  data-seat={cell.seatId}
                  data-state={cell.state}
                  aria-pressed={selected.includes(cell.seatId)}
                  aria-label={`${cell.seatId} ${stateLabel[cell.state ?? 'FREE']}`}
                  disabled={cell.state !== 'FREE' || Boolean(hold) || busy}
                  onClick={() => toggle(cell.seatId!)}
                >
                  {cell.seatId.slice(row.label.length)}
                </button>
              ) : (
                <span className="booking__gap" key={`gap-${i}`} aria-hidden="true" />
              ),
            )}
          </div>
        ))}
      </div>
      <ul className="booking__legend">
        <li>□ {labels.free}</li>
        <li>▨ {labels.held} / {labels.sold}</li>
        <li>■ {labels.mine}</li>
      </ul>
      <div className="booking__panel">
        <p>{fill(labels.seatLimit, { limit: seatLimit })}</p>
        <p data-booking-selected>{fill(labels.selected, { seats: (hold?.seats ?? selected).join(', ') || labels.none })}</p>
        {hold ? (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              void pay(e.currentTarget);
            }}
          >
            <p role="timer" className="booking__countdown" data-hold-countdown>
              {fill(labels.holdExpires, { time: formatCountdown(left) })}
            </p>
            <label className="booking__card">
              {labels.card}
              <input name="cardNumber" inputMode="numeric" autoComplete="cc-number" required pattern="[0-9 -]{12,23}" />
            </label>
            <button type="submit" className="button" disabled={busy}>
              {fill(labels.pay, { amount: money(hold.amount) })}
            </button>
          </form>
        ) : (
          <button type="button" className="button" disabled={!selected.length || busy} onClick={() => void placeHold()} data-hold-seats>
            {labels.hold} {selected.length ? `(${money(price * selected.length)})` : ''}
          </button>
        )}
        <p role="status" data-booking-message>
          {needsSignIn ? <a href={loginHref}>{labels.signIn}</a> : message}
        </p>
      </div>
    </div>
  );
}
