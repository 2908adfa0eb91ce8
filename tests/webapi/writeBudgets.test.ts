// Every write route of the API, table-driven from its OpenAPI document, against real local bindings: once a
// budget is spent the next call answers 429 with Retry-After and the family's name, per address (two
// readers behind one address share it) and per reader (one reader on two addresses shares it), and
// the next window admits again (moved with the limits' clock, not waited for). Each bucket starts one
// hit short of its budget, so the table stays quick; counting itself is tested call by call and
// under a burst in abuseLimits.test.ts. One middleware counts every write by its route's family, so
// the refusals are proved once per family (its first route in the document); every route's family
// is read from the same router marks the middleware reads.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { app } from '#functions/webapi/app.ts';
import { abuseClock, bucketOf, type Budget, type WriteFamily } from '#functions/webapi/abuseLimits.ts';
import { writeFamilyOf } from '#functions/webapi/writeFamilies.ts';
import { countHits } from '#functions/rateLimits/counters.ts';
import { issueDevToken } from '#functions/identity/devProvider.ts';
import { openTestPlatform, type TestPlatform } from '../helpers/testPlatform.ts';

const ADMIN_TOKEN = 'budget-test-admin-token';
let platform: TestPlatform;
const env = () => ({ ...platform.env, DEV_LOGIN: 'true', ADMIN_TOKEN });

interface WriteRoute {
  method: string;
  path: string;
  family: WriteFamily;
}

async function writeRoutes(): Promise<WriteRoute[]> {
  const doc = (await (await app.request('http://portal.test/webapi/openapi.json', {}, env())).json()) as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.keys(ops)
      .filter((m) => ['post', 'put', 'patch', 'delete'].includes(m))
      .map((m) => {
        const concrete = path.replace(/\{[^}]+\}/g, '1');
        return { method: m.toUpperCase(), path: concrete, family: writeFamilyOf(concrete.replace(/^\/webapi/, ''), m.toUpperCase()) };
      }),
  );
}

let routes: WriteRoute[];
/** The first route of each family, in the document's order. */
const onePerFamily = (all: WriteRoute[]) => all.filter((r, i) => all.findIndex((o) => o.family.name === r.family.name) === i);
// Each route and case gets windows of its own, far from the others'.
let window = 10_000;
const nextWindowStart = () => window++ * 3_600_000;
let addresses = 0;
const newAddress = () => `198.18.${Math.floor(addresses / 250)}.${(addresses++ % 250) + 1}`;

async function call(route: WriteRoute, ip: string, reader?: string): Promise<Response> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', 'CF-Connecting-IP': ip };
  if (route.path.startsWith('/webapi/admin/')) headers.Authorization = `Bearer ${ADMIN_TOKEN}`;
  else if (reader) headers['X-Liff-Access-Token'] = await issueDevToken({ userId: reader, displayName: reader }, undefined);
  return app.request(`http://portal.test${route.path}`, { method: route.method, headers, body: '{}' }, env());
}

/** Puts the bucket one hit short of its budget in the window that holds `now`. */
async function spendAllButOne(bucket: string, budget: Budget, now: number): Promise<void> {
  const windowMs = budget.windowSeconds * 1000;
  await countHits(platform.env.RATE_LIMITS, bucket, Math.floor(now / windowMs) * windowMs, windowMs, budget.limit - 1);
}

async function expectRefused(res: Response, family: WriteFamily, who: 'address' | 'reader', budget: Budget, retryAfter: number): Promise<void> {
  expect(res.status).toBe(429);
  expect(res.headers.get('Retry-After')).toBe(String(retryAfter));
  expect(await res.json()).toEqual({
    message: `too many ${family.name} from this ${who}: at most ${budget.limit} every ${budget.windowSeconds} s, try again in ${retryAfter} s`,
    statusCode: 429,
  });
}

function expectAdmitted(res: Response, what: string): void {
  expect(res.status, what).not.toBe(429);
  expect(res.status, what).toBeLessThan(500);
}

beforeAll(async () => {
  platform = await openTestPlatform({ content: false });
  routes = await writeRoutes();
});
afterEach(() => {
  abuseClock.now = () => Date.now();
});
afterAll(async () => {
  await platform?.dispose();
});

describe('every write family', () => {
  it('is found in the API document, with the families the table names', () => {
    expect(routes.length).toBeGreaterThan(10);
    const families = new Set(routes.map((r) => r.family.name));
    for (const name of ['reactions', 'poll votes', 'comments', 'quizzes', 'reading history', 'reader settings', 'sign-in', 'policy reports', 'editorial']) expect(families).toContain(name);
  });

  it('answers 429 with Retry-After once its address has spent the budget, for every reader behind it, until the next window', async () => {
    for (const route of onePerFamily(routes)) {
      const what = `${route.method} ${route.path}`;
      const { family } = route;
      const start = nextWindowStart();
      let now = start + 20_000;
      abuseClock.now = () => now;
      const ip = newAddress();
      await spendAllButOne(bucketOf(family, 'ip', ip), family.perIp, now);
      expectAdmitted(await call(route, ip, `${family.name}-first`), what);
      await expectRefused(await call(route, ip, `${family.name}-second`), family, 'address', family.perIp, family.perIp.windowSeconds - 20);
      expectAdmitted(await call(route, newAddress(), `${family.name}-second`), `${what} from another address`);
      now = start + family.perIp.windowSeconds * 1000;
      expectAdmitted(await call(route, ip, `${family.name}-second`), `${what} in the next window`);
    }
  });

  it('answers 429 once its reader has spent the budget, from any address, until the next window', async () => {
    const perReader = onePerFamily(routes).filter((r) => r.family.perReader);
    expect(perReader.length).toBeGreaterThan(5);
    for (const route of perReader) {
      const what = `${route.method} ${route.path}`;
      const family = route.family;
      const budget = family.perReader!;
      const reader = `busy-${family.name}-${route.path}`;
      const start = nextWindowStart();
      let now = start + 20_000;
      abuseClock.now = () => now;
      await spendAllButOne(bucketOf(family, 'reader', reader), budget, now);
      expectAdmitted(await call(route, newAddress(), reader), what);
      const sharedAddress = newAddress();
      await expectRefused(await call(route, sharedAddress, reader), family, 'reader', budget, budget.windowSeconds - 20);
      expectAdmitted(await call(route, sharedAddress, `calm-${family.name}`), `${what} by another reader on the same address`);
      now = start + budget.windowSeconds * 1000;
      expectAdmitted(await call(route, newAddress(), reader), `${what} in the next window`);
    }
  });
});
