// HTTP to the test server the `worker` project's globalSetup started. Every body is read to the end,
// so each connection goes back to the pool finished.
import { inject } from 'vitest';

/** The editorial API's bearer secret on test servers (a local default, like `npm start`'s). */
export const ADMIN_TOKEN = 'local-admin-token';

export interface Answer {
  status: number;
  headers: Headers;
  /** The Location header of a redirect (not followed), or null. */
  location: string | null;
  /** Every Set-Cookie header. */
  cookies: string[];
  text: string;
  json<T = any>(): T;
}

export function workerOrigin(): string {
  return inject('workerOrigin');
}

/** Requests `path` from the test server; redirects are followed unless `follow: false`. */
export async function http(
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: unknown; follow?: boolean; origin?: string } = {},
): Promise<Answer> {
  const headers = { ...init.headers };
  let body: string | undefined;
  if (init.body !== undefined) {
    body = JSON.stringify(init.body);
    headers['content-type'] ??= 'application/json';
  }
  const res = await fetch(new URL(path, init.origin ?? workerOrigin()), {
    method: init.method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    body,
    redirect: init.follow === false ? 'manual' : 'follow',
  });
  const text = await res.text();
  return {
    status: res.status,
    headers: res.headers,
    location: res.headers.get('location'),
    cookies: res.headers.getSetCookie(),
    text,
    json: () => JSON.parse(text),
  };
}
