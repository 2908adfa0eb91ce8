// The tracker (issue 32; shell-spec §3–§5, §7–§9), loaded by ./boot.ts after the first paint. It
// starts by shell-spec §4's rules (after the start-up's reader check where one runs; in idle time
// when idle tracking is on, outside the messaging app), sends the page view of the page-tracking JSON
// (again only when path or query really changes), the tracked elements' impressions and clicks, Web
// Vitals, error reports, online/offline and the calls of src/browser/tracking.ts, as batches to the
// collector: every few seconds or at COLLECT_BATCH_MAX with fetch, and with sendBeacon when the page
// is hidden or left. The configured third parties get the same events through their adapters.
import { COLLECT_BATCH_MAX, type CollectClient, type InsightEvent } from '#/domain/insights/events.ts';
import { pageKey, type PageTrackingInput } from '#/domain/insights/pageView.ts';
import { collectBodies } from '#/domain/insights/batching.ts';
import { readerGroup, trackingStartMode } from '#/domain/insights/trackingStart.ts';
import type { TrackingServices } from '#/domain/insights/trackingConfig.ts';
import { detectEnvironment } from '#/domain/shell/environment.ts';
import type { ErrorItem } from './errors.ts';

const COLLECT_URL = '/webapi/collect';
const FLUSH_MS = 3000;
/** The start-up's reader check has this long before tracking starts anyway (shell-spec §4's force start). */
const STARTUP_WAIT_MS = 5000;
const CID_KEY = 'portal.trackingId';
/** Dispatched on window (and html[data-startup=done] set) when the start-up's tasks have finished (src/browser/startup.ts, appStartup.ts). */
const STARTUP_DONE = 'portal:startup-done';

interface PageTrackingData {
  country: string;
  page: PageTrackingInput;
  services: TrackingServices;
  idle: boolean;
  idleGroups: string[];
}

/** A tag-manager event (already on the dataLayer): a named event here. */
type TagItem = { event: string; id: string; type: string; name: string; source: string };
type QueueItem =
  | TagItem
  | { type: 'galleryPageView'; page: string; title: string; position: number }
  | { type: 'gallerySlideChange'; direction: string; index: number }
  | { type: 'galleryZoom'; scale: number }
  | { type: 'swipeBack' }
  | ErrorItem
  /** An uncaught error or rejection, as the boot script kept it. */
  | Event;

const root = document.documentElement;
const data = JSON.parse(document.getElementById('page-tracking')?.textContent || 'null') as PageTrackingData | null;
const launch = detectEnvironment(navigator.userAgent);
const isTag = (item: QueueItem): item is TagItem => typeof (item as TagItem).event === 'string';
/** A v4 UUID (also where randomUUID is missing: older browsers, plain-http pages). */
const uuid = (): string =>
  crypto.randomUUID?.() ?? '10000000-1000-4000-8000-100000000000'.replace(/[018]/g, (c) => (+c ^ (crypto.getRandomValues(new Uint8Array(1))[0]! & (15 >> (+c / 4)))).toString(16));

function clientId(): string {
  try {
    let cid = localStorage.getItem(CID_KEY);
    if (!cid) localStorage.setItem(CID_KEY, (cid = uuid()));
    return cid;
  } catch {
    return uuid();
  }
}

/** Who sends; in the messaging app also the reader's hashed id and the app's version. */
async function client(country: string): Promise<CollectClient> {
  const c: CollectClient = { cid: clientId(), platform: launch.platform, country, group: readerGroup(document.cookie) };
  return launch.messagingApp || root.dataset.liffId ? { ...c, ...(await import('./appReader.ts').then((m) => m.appReader(launch.liff))) } : c;
}

/** Waits for the start-up's reader check where one runs (./shellBoot.ts starts it). */
function startupDone(): Promise<void> {
  const starts = root.dataset.liffId || launch.messagingApp || root.classList.contains('signed-in');
  if (!starts || root.dataset.startup === 'done') return Promise.resolve();
  return new Promise((resolve) => {
    addEventListener(STARTUP_DONE, () => resolve(), { once: true });
    setTimeout(resolve, STARTUP_WAIT_MS);
  });
}

async function start(data: PageTrackingData): Promise<void> {
  const [who, adapters] = await Promise.all([client(data.country), Object.keys(data.services).length ? import('./services.ts').then((m) => m.loadAdapters(data.services)) : []]);
  let queue: InsightEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastPage: string | null = null;
  const page = () => pageKey(new URL(location.href));

  const flush = (beacon: boolean) => {
    clearTimeout(timer);
    timer = undefined;
    if (!queue.length) return;
    const events = queue;
    queue = [];
    for (const a of adapters) a.send(events, who);
    for (const body of collectBodies(who, events)) {
      if (beacon && navigator.sendBeacon?.(COLLECT_URL, body)) continue;
      void fetch(COLLECT_URL, { method: 'POST', body, headers: { 'content-type': 'application/json' }, keepalive: body.length < 60_000 }).catch(() => undefined);
    }
  };
  // Each event gets its idempotency key, time, page and page type here.
  const add = (event: Record<string, unknown> & { kind: InsightEvent['kind'] }) => {
    const queued = { id: uuid(), at: Date.now(), page: page(), pageType: data.page.pageType, ...event } as InsightEvent;
    queue.push(queued);
    for (const a of adapters) a.observe?.(queued, who);
    if (queue.length >= COLLECT_BATCH_MAX) flush(false);
    else timer ??= setTimeout(() => flush(false), FLUSH_MS);
  };
  const named = (name: string, label?: string, value?: number) =>
    add({ kind: 'event', name: name.replace(/[^\w.:-]/g, '_').slice(0, 64) || 'event', label: label?.slice(0, 200) || undefined, value });
  // The error rules load with the first error (and then watch the browser's reports too).
  let errors: Promise<typeof import('./errors.ts')> | undefined;
  const error = (item: ErrorItem) => {
    errors ??= import('./errors.ts').then((m) => (m.observeReports((r) => add({ kind: 'error', ...r })), m));
    void errors.then((m) => {
      const report = m.reportOf(item);
      if (report) add({ kind: 'error', ...report });
    });
  };
  const pageView = (extra?: Record<string, unknown>) => {
    const key = page();
    if (!extra && key === lastPage) return;
    if (!extra) lastPage = key;
    const dark = root.classList.contains('theme-dark') || (!root.classList.contains('theme-light') && matchMedia('(prefers-color-scheme: dark)').matches);
    add({ kind: 'pageview', ...data.page, theme: dark ? 'dark' : 'light', ...extra });
  };

  const handle = (item: QueueItem) => {
    if (item instanceof Event) return error(item);
    if (isTag(item)) return named(item.event, [item.id, item.type, item.name].filter(Boolean).join(' '));
    switch (item.type) {
      case 'galleryPageView':
        return pageView({ pageType: 'imageSlide', title: item.title, position: item.position, page: item.page.startsWith('/') ? item.page.slice(0, 512) : page() });
      case 'gallerySlideChange':
        return named('gallery.slide', item.direction, item.index);
      case 'galleryZoom':
        return named('gallery.zoom', undefined, item.scale);
      case 'swipeBack':
        named('swipeBack');
        return flush(true);
      default:
        return error(item);
    }
  };

  pageView();
  // The calls made before the tracker started, then each as it comes (the array stays: the boot
  // script and src/browser/tracking.ts hold it).
  const waiting = (window.portalTrack ??= []) as QueueItem[];
  const early = waiting.splice(0);
  waiting.push = (...items: QueueItem[]) => (items.forEach(handle), 0);
  early.forEach(handle);

  // History navigation inside the page: a new page view when path or query really changed.
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = history[method];
    history[method] = function (this: History, ...args: Parameters<History['pushState']>) {
      original.apply(this, args);
      pageView();
    };
  }
  addEventListener('popstate', () => pageView());
  addEventListener('online', () => named('online'));
  addEventListener('offline', () => named('offline'));
  addEventListener('pagehide', () => flush(true));
  // Hidden: send what waits. Visible again: a notice, at most one a second (shell-spec §9; the
  // shell's gate, src/browser/pageVisibility.ts, is not loaded for this alone).
  let visibleAt = -1e9;
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') return flush(true);
    const now = performance.now();
    if (now - visibleAt < 1000) return;
    visibleAt = now;
    named('visible');
  });

  // The impression directive loads where the page has tracked elements (added ones too: load-more).
  const track = (kind: 'impression' | 'click', target: string, targetKind: 'ad' | 'module' | 'card') => add({ kind, target, targetKind });
  const watch = () => document.querySelector('[data-track-impression]:not([data-track-watched])') && void import('./impressionDirective.ts').then((m) => m.watchTracked(track));
  watch();
  document.addEventListener('portal:ad-modules-added', watch);
  // html[data-tracking]: started, then vitals once the library watches (browser tests wait on it).
  root.dataset.tracking = 'started';
  void import('./vitals.ts').then((m) => {
    m.watchVitals((v) => add({ kind: 'vital', ...v }));
    root.dataset.tracking = 'vitals';
  });
}

if (data) {
  void startupDone().then(() => {
    const mode = trackingStartMode(data, { group: readerGroup(document.cookie), messagingApp: launch.messagingApp, idleCallbacks: 'requestIdleCallback' in window });
    if (mode === 'idle') requestIdleCallback(() => void start(data));
    else void start(data);
  });
}
