// How each operation of /webapi/openapi.json is authenticated (docs/decisions/0060), taken from the
// guards the app really runs, so the document cannot drift from them: an operation whose handlers
// include adminGuard (the app's /admin/* middleware, or a route's own) takes the editorial bearer
// token; one whose handlers include loggedIn takes a reader's access token (either header of
// shell-spec §7); any other is public (`security: []`) unless its route declares OPTIONAL_SIGN_IN.
import type { RouterRoute } from 'hono/types';
import { ACCESS_TOKEN_HEADERS } from '#/domain/identity/accessToken.ts';
import { adminGuard } from './adminGuard.ts';
import { loggedIn } from './identity.ts';

type SecurityRequirement = Record<string, string[]>;

export const SECURITY_SCHEMES = {
  nativeAccessToken: {
    type: 'apiKey',
    in: 'header',
    name: ACCESS_TOKEN_HEADERS.native,
    description: "the news tab's native access token; a token that cannot be verified answers 401",
  },
  liffAccessToken: {
    type: 'apiKey',
    in: 'header',
    name: ACCESS_TOKEN_HEADERS.liff,
    description: 'a LIFF access token (the mini-app and the web); a token that cannot be verified answers 401',
  },
  adminBearer: { type: 'http', scheme: 'bearer', description: 'the ADMIN_TOKEN secret' },
} as const;

type SchemeName = keyof typeof SECURITY_SCHEMES;
const requirement = (name: SchemeName): SecurityRequirement => ({ [name]: [] });

const READER: SecurityRequirement[] = [requirement('nativeAccessToken'), requirement('liffAccessToken')];
const EDITOR: SecurityRequirement[] = [requirement('adminBearer')];

/**
 * For a route without a guard that answers signed out too, but reads the reader when a token is
 * sent (the reader's own votes, rank or likes; the reader recorded with an event): declare it as the
 * route's `security`.
 */
export const OPTIONAL_SIGN_IN: SecurityRequirement[] = [...READER, {}];

/** The guards, strongest first: an operation takes the requirement of the first one among its handlers. */
const GUARDS: { guard: unknown; security: SecurityRequirement[] }[] = [
  { guard: adminGuard, security: EDITOR },
  { guard: loggedIn, security: READER },
];

type Operation = { security?: SecurityRequirement[] };
type Document = { paths?: Record<string, Record<string, Operation>> };

/** Hono's path of an OpenAPI path: '/webapi/poll/{id}' → '/webapi/poll/:id'. */
const honoPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/** Whether a middleware pattern of the app ('/webapi/admin/*', '/webapi/*', or a plain path) covers `path`. */
function covers(pattern: string, path: string): boolean {
  if (pattern.endsWith('/*')) return path === pattern.slice(0, -2) || path.startsWith(pattern.slice(0, -1));
  return pattern === '*' || pattern === path;
}

/** The handlers a request to this operation runs: its route's own and the app's middleware over its path. */
function handlersOf(routes: readonly RouterRoute[], method: string, path: string): unknown[] {
  const target = honoPath(path);
  return routes
    .filter((r) => (r.method === method.toUpperCase() && r.path === target) || (r.method === 'ALL' && covers(r.path, target)))
    .map((r) => r.handler);
}

/** Sets `security` on every operation of the document from the guards among its handlers in `routes` (the app's). */
export function documentSecurity(doc: Document, routes: readonly RouterRoute[]): void {
  for (const [path, operations] of Object.entries(doc.paths ?? {})) {
    for (const [method, operation] of Object.entries(operations)) {
      const handlers = handlersOf(routes, method, path);
      const guarded = GUARDS.find(({ guard }) => handlers.includes(guard));
      if (guarded && operation.security) {
        throw new Error(`${method.toUpperCase()} ${path} declares security, but its guard decides it: declare none`);
      }
      operation.security = guarded ? guarded.security : (operation.security ?? []);
    }
  }
}
