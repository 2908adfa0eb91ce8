// The API contract: /webapi/openapi.json documents every route the app registers, passes Redocly's
// recommended rules (redocly.yaml), says how each operation is authenticated as its guard really
// answers (docs/decisions/0060), and every required input is validated: one bad value per required
// parameter or body field answers 400 with a message naming that field.
import { fileURLToPath } from 'node:url';
import { lintFromString, loadConfig } from '@redocly/openapi-core';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { app } from '#functions/webapi/app.ts';
import { issueDevToken } from '#functions/identity/devProvider.ts';
import { openTestPlatform, type TestPlatform } from '../helpers/testPlatform.ts';

type Schema = { type?: string | string[]; properties?: Record<string, Schema>; required?: string[]; example?: unknown; $ref?: string };
type Parameter = { name: string; in: 'query' | 'path' | 'header' | 'cookie'; required?: boolean; schema?: Schema; example?: unknown };
type Security = Record<string, string[]>[];
type Operation = {
  operationId?: string;
  security?: Security;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: Schema }> };
};
type SecurityScheme = { type: string; in?: string; name?: string; scheme?: string };
type Doc = {
  openapi: string;
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema>; securitySchemes?: Record<string, SecurityScheme> };
};

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

const ADMIN_TOKEN = 'openapi-test-admin';
// Breaks every rule a field here has: too long for any bound, and characters no pattern, number, enum or country allows.
const BAD = 'x!'.repeat(160);
const BAD_JSON = { bad: [] };

let platform: TestPlatform;
let env: Env;
let doc: Doc;
let token = '';

beforeAll(async () => {
  platform = await openTestPlatform({ content: false });
  env = { ...platform.env, DEV_LOGIN: 'true', ADMIN_TOKEN };
  token = await issueDevToken({ userId: 'openapi-reader', displayName: 'Reader' }, env.DEV_LOGIN_SECRET);
  const res = await app.request('http://portal.test/webapi/openapi.json', {}, env);
  expect(res.status).toBe(200);
  doc = (await res.json()) as Doc;
});

afterAll(async () => {
  await platform?.dispose();
});

/** Hono's '/webapi/poll/:id/my/vote' as OpenAPI writes it: '/webapi/poll/{id}/my/vote'. */
const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

function operations(): { path: string; method: string; op: Operation }[] {
  return Object.entries(doc.paths).flatMap(([path, item]) => Object.entries(item).map(([method, op]) => ({ path, method, op })));
}

/** A value the parameter accepts: its example (the schemas give one to every required parameter). */
function validValue(p: Parameter): string {
  const example = p.example ?? p.schema?.example;
  if (example === undefined) throw new Error(`${p.in} parameter "${p.name}" has no example in the document`);
  return String(example);
}

async function send(method: string, path: string, params: Record<string, string>, query: Record<string, string>, body?: unknown) {
  const url = new URL(`http://portal.test${path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ''))}`);
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    'X-Access-Token': token,
    Authorization: `Bearer ${ADMIN_TOKEN}`,
    // Friends can be added only inside the messaging app.
    'User-Agent': 'Mozilla/5.0 Line/14.0.0',
  };
  const res = await app.request(url, { method: method.toUpperCase(), headers, body: body === undefined ? undefined : JSON.stringify(body) }, env);
  return { status: res.status, body: (await res.json()) as { message: string; statusCode: number } };
}

describe('/webapi/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    // Checked against the OpenAPI 3.1 JSON schema, not only its version line.
    const result = await new Validator().validate(structuredClone(doc) as unknown as Parameters<Validator["validate"]>[0]);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('documents every route the app registers', () => {
    const registered = app.routes
      .filter((r) => r.method !== 'ALL' && !r.path.endsWith('*'))
      .map((r) => `${r.method.toLowerCase()} ${openApiPath(r.path)}`);
    const documented = new Set(operations().map(({ method, path }) => `${method} ${path}`));
    expect(registered.length).toBeGreaterThan(30);
    expect(registered.filter((r) => !documented.has(r))).toEqual([]);
  });

  it('declares the D1 bookmark: an optional request header and a header of every answer', () => {
    const components = (doc as { components?: Record<string, Record<string, { name?: string; in?: string; required?: boolean }>> }).components;
    expect(components?.parameters?.D1Bookmark).toMatchObject({ name: 'x-d1-bookmark', in: 'header', required: false });
    expect(components?.headers?.D1Bookmark).toBeDefined();
    for (const { path, method, op } of operations()) {
      expect(op.parameters, `${method} ${path}`).toContainEqual({ $ref: '#/components/parameters/D1Bookmark' });
      for (const [status, response] of Object.entries((op as { responses?: Record<string, { headers?: Record<string, unknown> }> }).responses ?? {})) {
        expect(response.headers?.['x-d1-bookmark'], `${method} ${path} ${status}`).toEqual({ $ref: '#/components/headers/D1Bookmark' });
      }
    }
  });

  it('documents the error answers of every operation', () => {
    for (const { path, method, op } of operations()) {
      const responses = (op as { responses?: Record<string, unknown> }).responses ?? {};
      expect(Object.keys(responses), `${method} ${path}`).toContain('400');
    }
  });
});

describe("the document as a client's generator reads it", () => {
  it("passes Redocly's recommended rules, with only the exceptions redocly.yaml and its ignore file list", async () => {
    // The ignore file is keyed by where the app serves the document.
    const config = await loadConfig({ configPath: `${ROOT}redocly.yaml` });
    const problems = await lintFromString({ source: JSON.stringify(doc), absoluteRef: `${ROOT}webapi/openapi.json`, config });
    const where = (p: (typeof problems)[number]) => `${p.ruleId} ${p.location[0]?.pointer ?? ''}`;
    expect(problems.filter((p) => !p.ignored).map((p) => `${p.severity} ${where(p)}: ${p.message}`)).toEqual([]);
    // Every listed exception is still a problem of the document: none is left over from a fixed one.
    const listed = Object.values(config.ignore).flatMap((rules) => Object.entries(rules).flatMap(([rule, pointers]) => [...pointers].map((p) => `${rule} ${p}`)));
    expect(listed.length).toBeGreaterThan(0);
    expect(problems.filter((p) => p.ignored).map(where).sort()).toEqual(listed.sort());
  });

  it('names its server and gives every operation a unique operationId made of its method and path', () => {
    expect(doc.servers).toEqual([expect.objectContaining({ url: '/' })]);
    const ids = operations().map(({ op }) => op.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z]+[A-Za-z0-9]*$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    // A generated SDK names its functions after these: they stay as long as the call does.
    const idOf = (method: string, path: string) => doc.paths[path]?.[method]?.operationId;
    expect(idOf('get', '/webapi/user/info')).toBe('getUserInfo');
    expect(idOf('post', '/webapi/poll/{id}/my/vote/withdraw')).toBe('postPollByIdMyVoteWithdraw');
    expect(idOf('get', '/webapi/listing/trending-comment')).toBe('getListingTrendingComment');
    expect(idOf('get', '/webapi/portal/embedded/page/')).toBe('getPortalEmbeddedPageTrailingSlash');
  });

  it('declares the access-token headers of shell-spec §7 and the editorial bearer token as its security schemes', () => {
    expect(doc.components?.securitySchemes).toEqual({
      nativeAccessToken: expect.objectContaining({ type: 'apiKey', in: 'header', name: 'X-Access-Token' }),
      liffAccessToken: expect.objectContaining({ type: 'apiKey', in: 'header', name: 'X-Liff-Access-Token' }),
      adminBearer: expect.objectContaining({ type: 'http', scheme: 'bearer' }),
    });
  });

  it('says how each operation is authenticated, as the operation answers a caller without credentials', async () => {
    const kinds = new Map<string, string[]>();
    let addresses = 0;
    for (const { path, method, op } of operations()) {
      const security = op.security;
      const call = `${method.toUpperCase()} ${path}`;
      expect(security, call).toBeInstanceOf(Array);
      const schemes = [...new Set(security!.flatMap((r) => Object.keys(r)))].sort().join(' ');
      const optional = security!.length === 0 || security!.some((r) => Object.keys(r).length === 0);
      const kind = optional ? (schemes ? 'optional sign-in' : 'public') : schemes;
      kinds.set(kind, [...(kinds.get(kind) ?? []), call]);
      const params = Object.fromEntries((op.parameters ?? []).filter((p) => p.in === 'path').map((p) => [p.name, validValue(p)]));
      const query = Object.fromEntries((op.parameters ?? []).filter((p) => p.in === 'query' && p.required).map((p) => [p.name, validValue(p)]));
      const url = new URL(`http://portal.test${path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ''))}`);
      for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
      // An address per operation: more editorial calls than the admin guard's ten wrong tokens per address.
      const address = addresses++;
      const headers = { 'Content-Type': 'application/json', 'User-Agent': 'Mozilla/5.0 Line/14.0.0', 'cf-connecting-ip': `203.0.${113 + Math.floor(address / 250)}.${(address % 250) + 1}` };
      const res = await app.request(url, { method: method.toUpperCase(), headers, body: op.requestBody ? '{}' : undefined }, env);
      // Errors are JSON; a public call may answer another type (the ad server's VAST is XML).
      const body = (/json/.test(res.headers.get('content-type') ?? '') ? await res.json() : {}) as { message?: string };
      if (optional) expect(res.status, `${call} is documented as answering without credentials`).not.toBe(401);
      else if (schemes === 'adminBearer') expect([res.status, body.message], call).toEqual([401, 'a valid admin bearer token is required']);
      else expect([schemes, res.status, body.message], call).toEqual(['liffAccessToken nativeAccessToken', 401, 'user is not logged in']);
    }
    // Each kind is there: the readers' calls, the editors', the public ones and those that read a reader when signed in.
    expect([...kinds.keys()].sort()).toEqual(['adminBearer', 'liffAccessToken nativeAccessToken', 'optional sign-in', 'public']);
    expect(kinds.get('optional sign-in')).toContain('GET /webapi/comment/list');
  });
});

describe('every required input is validated', () => {
  it('answers 400 naming the field for one bad value per required parameter and body field', async () => {
    let checked = 0;
    for (const { path, method, op } of operations()) {
      const params = (op.parameters ?? []).filter((p) => p.required && (p.in === 'query' || p.in === 'path'));
      const valid = (where: 'query' | 'path') => Object.fromEntries(params.filter((p) => p.in === where).map((p) => [p.name, validValue(p)]));
      const cases: { field: string; params: Record<string, string>; query: Record<string, string>; body?: unknown }[] = [];
      for (const p of params) {
        cases.push(
          p.in === 'query'
            ? { field: p.name, params: valid('path'), query: { ...valid('query'), [p.name]: BAD }, body: {} }
            : { field: p.name, params: { ...valid('path'), [p.name]: BAD }, query: valid('query'), body: {} },
        );
      }
      let bodySchema = op.requestBody?.content?.['application/json']?.schema;
      if (bodySchema?.$ref) bodySchema = doc.components?.schemas?.[bodySchema.$ref.split('/').pop()!];
      for (const field of bodySchema?.required ?? []) {
        cases.push({ field, params: valid('path'), query: valid('query'), body: { [field]: BAD_JSON } });
      }
      for (const c of cases) {
        const res = await send(method, path, c.params, c.query, op.requestBody ? c.body : undefined);
        const where = `${method.toUpperCase()} ${path} with a bad "${c.field}"`;
        expect(res.status, where).toBe(400);
        expect(res.body.statusCode, where).toBe(400);
        expect(res.body.message, where).toMatch(new RegExp(`"${c.field}(\\.[^"]*)?":`));
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(40);
  }, 120_000);

  it("keeps today's wording for a missing query parameter and an unreadable body", async () => {
    const missing = await app.request('http://portal.test/webapi/tabs', {}, env);
    expect(await missing.json()).toEqual({ message: 'Invalid query parameter "country": is required', statusCode: 400 });
    const unreadable = await send('post', '/webapi/comment/add', {}, {}, undefined);
    expect(unreadable.body).toEqual({ message: 'Invalid body: expected a JSON object', statusCode: 400 });
  });
});
