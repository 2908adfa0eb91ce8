// The API's route chain (functions/webapi/app.ts) is the one list a vertical adds its router to
// (docs/decisions/0048): every router a module under functions/webapi exports must be mounted on
// the app, so a forgotten line fails here naming its module instead of answering 404 in production.
import { OpenAPIHono } from '@hono/zod-openapi';
import { describe, expect, it } from 'vitest';
import { app } from '#functions/webapi/app.ts';

const modules = import.meta.glob<Record<string, unknown>>('/functions/webapi/*.ts', { eager: true });

/** Every router exported by a module other than app.ts, named `module: export`. */
const routers = Object.entries(modules).flatMap(([file, exports]) =>
  file.endsWith('/app.ts') ? [] : Object.entries(exports).flatMap(([name, value]) => (value instanceof OpenAPIHono ? [[`${file}: ${name}`, value] as const] : [])),
);

const mounted = new Set(app.routes.map((route) => route.handler));

describe('API route chain', () => {
  it('finds the feature routers', () => {
    expect(routers.map(([name]) => name)).toContain('/functions/webapi/polls.ts: pollRoutes');
    expect(routers.length).toBeGreaterThan(20);
  });

  it.each(routers)('%s is mounted on the app', (_, router) => {
    expect(router.routes.length).toBeGreaterThan(0);
    for (const route of router.routes) expect(mounted.has(route.handler), `${route.method} ${route.path}`).toBe(true);
  });

  it('a router left out of the chain is found out', () => {
    const stray = new OpenAPIHono().get('/stray', (c) => c.text('stray'));
    expect(stray.routes.every((route) => mounted.has(route.handler))).toBe(false);
  });
});
