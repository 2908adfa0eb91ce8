// npx node scripts/seedInsights.ts [--state <dir>] [--days 7] [--seed 1]
// Demo rollups for the dashboard (/admin/insights) in a LOCAL state only (`npm start`'s by default),
// so its charts have something to show before the tracker and the collector have run: page views of
// the state's own stories and tabs, Web Vitals, errors, impressions and clicks of its ad modules,
// over the last days, up to the current minute. Written straight into the state's D1 file (as the
// tests' helpers do); rows already there are added to. Never run against a deployment: it has no
// way to reach one.
import type { DatabaseSync } from 'node:sqlite';
import { parseArgs } from 'node:util';
import { DEFAULT_STATE_DIR, withBindingSqlite } from './localPlatform.ts';
import { seededRandom } from './seededRandom.ts';
import { VITAL_METRICS, minuteOf, vitalBucket, type VitalMetric } from '../src/domain/insights/events.ts';

const { values } = parseArgs({
  options: {
    state: { type: 'string', default: DEFAULT_STATE_DIR },
    days: { type: 'string', default: '7' },
    seed: { type: 'string', default: '1' },
  },
});

const days = Math.min(30, Math.max(1, Number(values.days) || 7));
const next = seededRandom(Number(values.seed) || 1);
const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
/** Typical values of each vital, roughly log-normal around a median. */
const VITAL_MEDIANS: Record<VitalMetric, number> = { LCP: 2_100, CLS: 0.05, INP: 160, FCP: 1_400, TTFB: 500 };
const ERRORS = ["TypeError: Cannot read properties of undefined (reading 'length')", 'HLS Error: fragLoadError', 'ReferenceError: liff is not defined', 'Unhandled rejection: Failed to fetch'];
/** A sample every this many minutes keeps a week of demo rows small. */
const EVERY = 15;

function seed(db: DatabaseSync): Record<string, number> {
  const stories = db.prepare("SELECT country, 'article' AS pageType, '/' || country || '/v2/article/' || hash AS path, title FROM articles WHERE country IN ('tw', 'hk', 'id', 'th') ORDER BY id LIMIT 60").all() as { country: string; pageType: string; path: string; title: string }[];
  const tabs = db.prepare("SELECT t.country, 'portal' AS pageType, '/' || t.country || '/v2/tab/' || p.url_path AS path, t.name AS title FROM tabs t JOIN pages p ON p.id = t.page_id WHERE t.country IN ('tw', 'hk', 'id', 'th') LIMIT 20").all() as typeof stories;
  const slots = db.prepare("SELECT id, country FROM ad_placements WHERE country IN ('tw', 'hk', 'id', 'th')").all() as { id: string; country: string }[];
  const pages = [...stories, ...tabs];
  if (pages.length === 0) throw new Error('no demo stories in this state: run `npm run seed` (or `npm start` once) first');
  const now = minuteOf(Date.now());
  const counts = { pageViews: 0, vitals: 0, errors: 0, impressions: 0 };
  const view = db.prepare(
    'INSERT INTO insight_page_views (minute, country, page_type, path, title, views) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT DO UPDATE SET views = views + excluded.views, title = excluded.title',
  );
  const vital = db.prepare('INSERT INTO insight_vitals (minute, country, page_type, metric, bucket, count) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT DO UPDATE SET count = count + excluded.count');
  const error = db.prepare('INSERT INTO insight_errors (minute, country, page_type, message, count) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO UPDATE SET count = count + excluded.count');
  const target = db.prepare(
    'INSERT INTO insight_impressions (minute, country, page_type, target, target_kind, impressions, clicks) VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO UPDATE SET impressions = impressions + excluded.impressions, clicks = clicks + excluded.clicks',
  );
  db.exec('BEGIN');
  try {
    for (let minute = now - days * 1_440; minute <= now; minute += minute > now - 120 ? 1 : EVERY) {
      // Busier in the market's evening: a day's wave, plus noise.
      const wave = 1 + Math.sin(((minute % 1_440) / 1_440) * 2 * Math.PI);
      for (let i = 0; i < 4; i++) {
        const page = pick(pages);
        view.run(minute, page.country, page.pageType, page.path, page.title, 1 + Math.floor(next() * 20 * wave));
        counts.pageViews++;
        const metric = pick(VITAL_METRICS);
        vital.run(minute, page.country, page.pageType, metric, vitalBucket(metric, VITAL_MEDIANS[metric] * Math.exp((next() - 0.4) * 1.6)), 1 + Math.floor(next() * 4));
        counts.vitals++;
      }
      if (next() < 0.2) {
        const page = pick(pages);
        error.run(minute, page.country, page.pageType, pick(ERRORS), 1 + Math.floor(next() * 3));
        counts.errors++;
      }
      for (const slot of slots) {
        if (next() < 0.5) continue;
        const impressions = Math.floor(next() * 30 * wave);
        target.run(minute, slot.country, 'portal', slot.id, 'ad', impressions, Math.floor(impressions * next() * 0.05));
        counts.impressions++;
      }
      target.run(minute, pick(['tw', 'hk']), 'portal', 'trending', 'module', Math.floor(next() * 40), Math.floor(next() * 6));
    }
    db.exec('COMMIT');
  } catch (failure) {
    db.exec('ROLLBACK');
    throw failure;
  }
  return counts;
}

const counts = withBindingSqlite(values.state, 'd1/miniflare-D1DatabaseObject', 'insight_page_views', seed);
console.log(`seedInsights: ${Object.entries(counts).map(([k, v]) => `${v} ${k} rows`).join(', ')} over ${days} days in ${values.state}`);
