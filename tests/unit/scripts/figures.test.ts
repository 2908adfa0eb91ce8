// The README's figures section (scripts/figures.ts): only the text between the markers changes.
import { describe, expect, it } from 'vitest';
import { END, START, benchSection, collectSection, electionNightSection, searchBenchSection, sizeSection, withFigures } from '../../../scripts/figures.ts';
import type { SizeReport } from '../../../scripts/benchResults.ts';

const size: SizeReport = {
  at: '2026-11-27T13:03:39.154Z',
  unit: 'gzip bytes',
  pages: [{ name: 'article', path: '/tw/v2/article/x', status: 200, before: 5120, total: 90_419, budget: { before: 5120, total: 102_400 }, over: false }],
  onOpen: [{ name: 'gallery (on open)', island: 'Gallery.island', page: 'article', bytes: 3994, budget: 40_960, over: false }],
  islands: [],
  worker: { modules: 130, raw: 3_523_215, gz: 796_917, largest: [], budget: 1_048_576, over: true, browserOnlyModules: [] },
  met: false,
};

describe('README figures', () => {
  it('replaces only the text between the markers', () => {
    const readme = `# Portal\n\nIntro.\n\n${START}\nold figures\n${END}\n\n## After\n`;
    expect(withFigures(readme, 'new figures')).toBe(`# Portal\n\nIntro.\n\n${START}\nnew figures\n${END}\n\n## After\n`);
  });

  it('adds the markers at the end when the README has none', () => {
    expect(withFigures('# Portal\n', 'figures')).toBe(`# Portal\n\n## Figures\n\n${START}\nfigures\n${END}\n`);
  });

  it('writes the size figures with their budgets, the on-open lines and the Worker bundle', () => {
    const text = sizeSection(size).join('\n');
    expect(text).toContain('run of 2026-11-27 (gzip; **a budget is exceeded**)');
    expect(text).toContain('| article | 5.0 KB | 88.3 KB | ≤ 5.0 KB / ≤ 100.0 KB |');
    expect(text).toContain('| gallery (on open) (article) | | 3.9 KB | ≤ 40.0 KB |');
    expect(text).toContain('130 modules, 3.36 MB raw, 0.76 MB gzip (budget ≤ 1.00 MB) **over**.');
  });

  it('says so when a run is missing instead of failing', () => {
    expect(benchSection(null).join('\n')).toContain('No bench run yet');
    expect(sizeSection(null).join('\n')).toContain('No size run yet');
  });

  it('writes the bench goals as met or missed', () => {
    const text = benchSection({
      at: '2026-11-27T00:57:11.973Z',
      figures: [{ name: 'static asset', path: '/favicon.svg', requestsPerSecond: 417, p50: 19, p99: 139, non2xx: 0 }],
      renderMs: 8.6,
      goals: [{ name: 'uncached article / static throughput', value: 0.24, goal: '≥ 0.25', met: false }],
    }).join('\n');
    expect(text).toContain('| static asset | 417 | 19 ms | 139 ms |');
    expect(text).toContain('| uncached article / static throughput | 0.24 | ≥ 0.25 | **missed** |');
  });

  it('writes the search scenario (each market\'s mix and its goals), or says no run exists', () => {
    expect(searchBenchSection(null).join('\n')).toContain('No search bench run yet');
    const text = searchBenchSection({
      at: '2026-11-28T07:40:00.000Z',
      storiesPerMarket: 100_000,
      connections: 10,
      durationSeconds: 6,
      figures: [{ name: 'search th, 7-query mix', path: '/webapi/listing/search?country=th', requestsPerSecond: 310, p50: 28, p99: 47, non2xx: 0 }],
      probes: [],
      relevance: { at: '2026-11-28T07:41:00.000Z', goal: 0.9, markets: [] },
      goals: [
        { name: 'search th, 7-query mix: p99 (ms), 10 connections', value: 47, goal: '≤ 50', met: true },
        { name: 'search th: recall@5 over the corpus', value: 0.86, goal: '≥ 0.9', met: false },
      ],
    }).join('\n');
    expect(text).toContain('run of 2026-11-28 (100,000 generated stories per market beside the demo content, 10 connections)');
    expect(text).toContain('| search th, 7-query mix | 310 | 28 ms | 47 ms |');
    expect(text).toContain('| search th, 7-query mix: p99 (ms), 10 connections | 47 | ≤ 50 | met |');
    expect(text).toContain('| search th: recall@5 over the corpus | 0.86 | ≥ 0.9 | **missed** |');
  });

  it('writes the election-night figures, and says when a shown count went back', () => {
    expect(electionNightSection(null).join('\n')).toContain('No election-night run yet');
    const night = {
      at: '2026-11-28T11:30:00.000Z', readers: 1000, connections: 30, pollSeconds: 10, steps: 10, seconds: 100, requests: 9000, requestsPerSecond: 90,
      counting: { p50: 20, p99: 300, count: 4000 }, map: { p50: 21, p99: 310, count: 4000 }, page: { p50: 40, p99: 900, count: 1000 },
      cache: { 'HIT micro': 7500, MISS: 500 }, olderAnswersDropped: 3, backwards: 0, failures: 0, finalVersion: 20, met: true,
    };
    const text = electionNightSection(night).join('\n');
    expect(text).toContain('1,000 readers polling tonight\'s count every 10 s over 30 connections while 10 counts posts advance it; 9,000 requests in 100 s (90 requests/s), 0 failed, 94 % of count answers from the cache.');
    expect(text).toContain('| counting | 4000 | 20 ms | 300 ms |');
    expect(text).toContain('Shown counts that went back: 0 (goal 0, met)');
    expect(electionNightSection({ ...night, backwards: 2 }).join('\n')).toContain('Shown counts that went back: 2 (goal 0, **missed**)');
  });

  it("writes the collector's figures (events/s, p50/p99, the queue drained, each event counted once), or says no run exists", () => {
    expect(collectSection(null).join('\n')).toContain('No collector run yet (`npm run bench -- --only collect`');
    const run = {
      at: '2026-11-28T17:50:00.000Z', connections: 10, seconds: 6, batches: 1200, eventsPerSecond: 2000, p50: 20, p99: 61,
      refused: 0, counted: 12_010, accepted: 12_000, rolledUp: 12_010, drainSeconds: 3.5, met: true,
    };
    const text = collectSection(run).join('\n');
    expect(text).toContain('run of 2026-11-28: batches of 10 events posted to /webapi/collect over 10 connections for 6 s.');
    expect(text).toContain('| 2000 | 1200 | 20 ms | 61 ms | 0 | 3.5 s after the last answer | 12010 (12000 accepted) | 12010 |');
    expect(text).toContain('None refused (goal, met); every accepted event counted once in the rollups (goal, met).');
    expect(collectSection({ ...run, rolledUp: 12_011, refused: 3 }).join('\n')).toContain('None refused (goal, **missed**); every accepted event counted once in the rollups (goal, **missed**).');
  });
});
