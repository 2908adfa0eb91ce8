// HTTP to the test server the `worker` project's globalSetup started: each request on a connection
// of its own (see `exchange`), every body read to the end.
import { inject } from 'vitest';
import { requestOnce, type OnceAnswer } from '../../scripts/requestOnce.ts';

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
  let url = new URL(path, init.origin ?? workerOrigin());
  let method = init.method ?? (body === undefined ? 'GET' : 'POST');
  for (let hops = 0; ; hops++) {
    const res = await exchange(url, method, headers, body);
    const location = res.headers.get('location');
    if (init.follow === false || !location || ![301, 302, 303, 307, 308].includes(res.status)) {
      const text = res.text;
      return { status: res.status, headers: res.headers, location, cookies: res.headers.getSetCookie(), text, json: () => JSON.parse(text) };
    }
    if (hops === 20) throw new Error(`${path}: more than 20 redirects`);
    url = new URL(location, url);
    // As fetch does: a 303, or a 301/302 after a POST, goes on as a GET without the body.
    if (res.status === 303 || ((res.status === 301 || res.status === 302) && method === 'POST')) {
      method = 'GET';
      body = undefined;
      delete headers['content-type'];
    }
  }
}

/** What Node's fetch sends unless told otherwise (the tests were written against it), less compression. */
const FETCH_DEFAULTS: Record<string, string> = { accept: '*/*', 'accept-language': '*', 'sec-fetch-mode': 'cors', 'user-agent': 'node' };

/**
 * One request on a connection of its own, as each of many readers has its own: tests that race
 * dozens of readers against the server must not share a pool of kept-alive connections (under such
 * a burst workerd can reset one it is about to close, and the race would be the pool's, not the
 * readers'). Sends what fetch sent by default.
 */
export function exchange(url: URL, method: string, headers: Record<string, string>, body?: string): Promise<OnceAnswer> {
  const sent: Record<string, string> = { ...FETCH_DEFAULTS };
  for (const [name, value] of Object.entries(headers)) sent[name.toLowerCase()] = value;
  return requestOnce(url, { method, headers: sent, body });
}
