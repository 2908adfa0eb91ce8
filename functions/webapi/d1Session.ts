// Every /webapi request runs its D1 work in one D1 session (read replication; docs/decisions/0020).
// Reads start from the reader's bookmark (the later of header and cookie) or anywhere; writes start at the
// primary, which is at or past any bookmark, so a check before a write sees the newest rows. The
// session replaces the DB binding for the rest of the request, so no route can bypass it.
import type { MiddlewareHandler } from 'hono';
import { setCookie } from 'hono/cookie';
import {
  BOOKMARK_COOKIE,
  BOOKMARK_COOKIE_MAX_AGE,
  BOOKMARK_CHARS,
  BOOKMARK_HEADER,
  BOOKMARK_MAX_LENGTH,
  BOOKMARK_RULE,
  bookmarkFromCookies,
  isBookmark,
  laterBookmark,
} from '#/domain/consistency/d1Bookmark.ts';
import type { Database } from '../db/database.ts';
import { ApiError } from './validation.ts';

/** The bindings routes see: DB is the request's session, which has no `exec`, `dump` or `withSession`. */
export type ApiBindings = Omit<Env, 'DB'> & { DB: Database };

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const d1Session: MiddlewareHandler<{ Bindings: ApiBindings }> = async (c, next) => {
  const header = c.req.header(BOOKMARK_HEADER);
  // A client that sends the header means it: a bad one is refused. The cookie is the browser's, so a
  // bad one (an old format, a tampered value) only loses read-your-writes and is ignored.
  if (header !== undefined && !isBookmark(header)) throw new ApiError(400, `Invalid header "${BOOKMARK_HEADER}": ${BOOKMARK_RULE}`);
  const write = !READ_METHODS.has(c.req.method);
  // Until this line DB is still the binding the caller passed (the real Env); from here, the session.
  const binding = c.env.DB as D1Database;
  const session = binding.withSession(
    write ? 'first-primary' : (laterBookmark(header, bookmarkFromCookies(c.req.header('cookie'))) ?? 'first-unconstrained'),
  );
  c.env = { ...c.env, DB: session };
  await next();
  // null when the request ran no query: there is nothing newer to hand back.
  const bookmark = session.getBookmark();
  if (!bookmark) return;
  c.header(BOOKMARK_HEADER, bookmark);
  if (write) {
    setCookie(c, BOOKMARK_COOKIE, bookmark, {
      path: '/',
      httpOnly: true,
      sameSite: 'Lax',
      maxAge: BOOKMARK_COOKIE_MAX_AGE,
      secure: new URL(c.req.url).protocol === 'https:',
    });
  }
};

type OpenApiOperation = { parameters?: unknown[]; responses?: Record<string, { headers?: Record<string, unknown> }> };
type OpenApiDocument = { paths?: Record<string, Record<string, OpenApiOperation>>; components?: Record<string, Record<string, unknown>> };

/** Declares the bookmark in the OpenAPI document: an optional request header and a response header of every operation. */
export function documentBookmark(doc: OpenApiDocument): void {
  const components = (doc.components ??= {});
  (components.parameters ??= {}).D1Bookmark = {
    name: BOOKMARK_HEADER,
    in: 'header',
    required: false,
    description: 'A D1 bookmark from an earlier answer: reads see data at least that new (read-your-writes). A malformed one answers 400.',
    schema: { type: 'string', maxLength: BOOKMARK_MAX_LENGTH, pattern: BOOKMARK_CHARS.source },
  };
  (components.headers ??= {}).D1Bookmark = {
    description: `The request's latest D1 bookmark, when it queried D1; writes also set it in the ${BOOKMARK_COOKIE} cookie (HttpOnly, ${BOOKMARK_COOKIE_MAX_AGE} s).`,
    schema: { type: 'string' },
  };
  for (const operations of Object.values(doc.paths ?? {})) {
    for (const operation of Object.values(operations)) {
      (operation.parameters ??= []).push({ $ref: '#/components/parameters/D1Bookmark' });
      for (const response of Object.values(operation.responses ?? {})) {
        (response.headers ??= {})[BOOKMARK_HEADER] = { $ref: '#/components/headers/D1Bookmark' };
      }
    }
  }
}
