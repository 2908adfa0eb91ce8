// Live counts on the results page and the portal's election module (issue #30 item 3, decision 0081):
// while the count runs, each [data-election-live] block polls its counting call (and the results
// page its map call) every POLL_SECONDS.visible, slower while the tab is hidden and at once when the
// reader comes back; it stops when the count is final. Figures, bars, marks, the district table and
// the map are updated in place (fixed-width cells, rows in ballot order: nothing moves), an answer
// older than the one shown (a lower version, e.g. a cache copy of another isolate) is dropped, and
// only the summary line is announced (aria-live polite).
import type { BallotCountingResponse, BallotMapResponse } from '#functions/webapi/schemas/electionCounts.ts';
import { countSummary, fillTemplate, type CountSummaryLabels } from '#/domain/election/countLabels.ts';
import { onPageVisible } from './pageVisibility.ts';

interface LiveLabels {
  elected: string;
  leading: string;
  votes: string;
  noVotes: string;
  points: string;
}

const json = <T>(text: string | undefined, fallback: T): T => (text ? (JSON.parse(text) as T) : fallback);

function setText(el: Element | null | undefined, text: string): void {
  if (el && el.textContent !== text) el.textContent = text;
}

function applyCounting(root: HTMLElement, answer: BallotCountingResponse, labels: LiveLabels, number: Intl.NumberFormat, percent: Intl.NumberFormat): void {
  for (const constituency of answer.constituencies) {
    for (const c of constituency.candidates) {
      const row = root.querySelector<HTMLElement>(`[data-candidate="${CSS.escape(`${constituency.districtId}:${c.profileHash}`)}"]`);
      if (!row) continue;
      row.dataset.standing = c.standing ?? '';
      setText(row.querySelector('[data-mark]'), c.standing === 'ELECTED' ? labels.elected : c.standing === 'LEADING' ? labels.leading : '');
      setText(row.querySelector('[data-percent]'), `${percent.format(c.percent)}%`);
      setText(row.querySelector('[data-votes]'), fillTemplate(labels.votes, { votes: number.format(c.votes) }));
      row.querySelector<HTMLElement>('[data-bar]')?.style.setProperty('width', `${c.percent}%`);
    }
  }
  const { reporting } = answer;
  const count = root.querySelector<HTMLElement>('[data-reporting-count]');
  if (count) setText(count, fillTemplate(count.dataset.template ?? '', { reported: number.format(reporting.stationsReported), stations: number.format(reporting.stations) }));
  setText(root.querySelector('[data-reporting-percent]'), `${percent.format(reporting.percent)}%`);
  root.querySelector<HTMLElement>('[data-reporting-bar]')?.style.setProperty('width', `${reporting.percent}%`);
  const state = root.querySelector<HTMLElement>('[data-status-label]');
  if (state) setText(state, json<Record<string, string>>(state.dataset.labels, {})[answer.status] ?? answer.status);
  const updated = root.querySelector<HTMLElement>('[data-updated]');
  if (updated) {
    const time = new Intl.DateTimeFormat(root.dataset.lang, { timeStyle: 'short', timeZone: updated.dataset.timeZone });
    setText(updated, fillTemplate(updated.dataset.template ?? '', { time: time.format(answer.updatedTime) }));
  }
  const summary = root.querySelector<HTMLElement>('[data-summary]');
  if (summary) setText(summary, countSummary(answer, json<CountSummaryLabels>(summary.dataset.labels, { summary: '', summaryFinished: '', summaryNone: '', summaryMany: '', status: {} }), (n) => percent.format(n)));
  const finished = root.querySelector<HTMLElement>('[data-finished]');
  if (finished) finished.hidden = answer.status !== 'FINISHED';
}

async function applyMap(root: HTMLElement, answer: BallotMapResponse, labels: LiveLabels, percent: Intl.NumberFormat): Promise<void> {
  for (const d of answer.districts) {
    const row = root.querySelector(`[data-district-row="${CSS.escape(d.code)}"]`);
    if (!row) continue;
    setText(row.querySelector('[data-cell="reporting"]'), `${percent.format(d.reportingPercent)}%`);
    const leader = row.querySelector<HTMLElement>('[data-cell="leader"]');
    const text = d.leader ? `${d.leader.name}（${d.leader.partyName}）` : labels.noVotes;
    if (leader && leader.textContent !== text) {
      const swatch = document.createElement('span');
      swatch.className = 'election-districts__swatch';
      swatch.setAttribute('aria-hidden', 'true');
      if (d.leader) swatch.style.background = d.leader.colour;
      leader.replaceChildren(...(d.leader ? [swatch] : []), text);
    }
    setText(row.querySelector('[data-cell="margin"]'), d.marginPercent === null ? '–' : fillTemplate(labels.points, { margin: percent.format(d.marginPercent) }));
  }
  const figure = root.querySelector<HTMLElement>('[data-district-map]');
  if (figure) (await import('./electionMap.ts')).recolourDistrictMap(figure, answer.districts);
}

async function read<T>(url: string): Promise<T> {
  const res = await fetch(url, { headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return (await res.json()) as T;
}

/** Keeps one [data-election-live] block current while its election is counting (a finished one is left as rendered). */
export function watchElectionCount(root: HTMLElement): void {
  const { countingUrl, mapUrl } = root.dataset;
  if (!countingUrl || root.dataset.status !== 'COUNTING') return;
  const labels = json<LiveLabels>(root.dataset.labels, { elected: '', leading: '', votes: '{{votes}}', noVotes: '', points: '{{margin}}' });
  const number = new Intl.NumberFormat(root.dataset.lang);
  const percent = new Intl.NumberFormat(root.dataset.lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const seconds = (hidden: boolean) => Number(hidden ? root.dataset.pollHidden : root.dataset.pollVisible) * 1000 || 10_000;
  let shown = Number(root.dataset.version ?? 0);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let done = false;

  const poll = async (): Promise<void> => {
    clearTimeout(timer);
    try {
      const [counting, map] = await Promise.all([read<BallotCountingResponse>(countingUrl), mapUrl ? read<BallotMapResponse>(mapUrl) : null]);
      // Never go back: each part is applied only when it is at least as new as what is shown.
      if (counting.version >= shown) {
        applyCounting(root, counting, labels, number, percent);
        if (map && map.version >= counting.version) await applyMap(root, map, labels, percent);
        shown = counting.version;
        root.dataset.version = String(shown);
        root.dataset.status = counting.status;
        if (counting.status === 'FINISHED') done = true;
      }
    } catch (error) {
      console.error('election count refresh failed', error);
    }
    if (!done) timer = setTimeout(() => void poll(), seconds(document.visibilityState === 'hidden'));
  };
  // The portal module asks at once (its page may be an older cached copy); the results page, purged by every post, after an interval.
  timer = setTimeout(() => void poll(), root.dataset.pollFirst === undefined ? seconds(false) : Number(root.dataset.pollFirst) * 1000);
  const stop = onPageVisible(() => {
    if (done) stop();
    else void poll();
  });
}

