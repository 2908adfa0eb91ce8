// A LIVE article's broadcast status, refreshed from the live status lookup (content-spec §4 "Live
// articles: their status is refreshed from the live status lookup"): the page may come from the
// page cache, so the status it was rendered with can be old. Asked once the page is shown and again
// whenever the reader comes back to it; a failed lookup is reported and swallowed (content-spec §8):
// the status shown stays.
import { liveStatusLabel, type LiveStatus, type LiveStatusLabel } from '#/domain/article/liveStatus.ts';
import { onPageVisible } from './pageVisibility.ts';

const label = document.querySelector<HTMLElement>('[data-live-status]');

async function refresh(el: HTMLElement): Promise<void> {
  const { country, aid } = el.dataset;
  try {
    const res = await fetch(`/webapi/glplive/broadcasts/status?country=${encodeURIComponent(country ?? '')}&aids=${encodeURIComponent(aid ?? '')}`);
    if (!res.ok) throw new Error(`${res.status} ${await res.text().catch(() => '')}`);
    const { broadcasts } = (await res.json()) as { broadcasts: { aid: number; broadcastStatus: LiveStatus }[] };
    const status = broadcasts.find((b) => String(b.aid) === aid)?.broadcastStatus;
    const kind = liveStatusLabel(status);
    if (!status || !kind) return;
    el.dataset.broadcastStatus = status;
    const labels = JSON.parse(el.dataset.labels ?? '{}') as Partial<Record<LiveStatusLabel, string>>;
    el.textContent = labels[kind] ?? el.textContent;
    el.hidden = false;
  } catch (error) {
    console.error('live status lookup failed', aid, error);
  }
}

if (label) {
  void refresh(label);
  onPageVisible(() => void refresh(label));
}
