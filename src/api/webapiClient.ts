// The typed content-API client. Pages use it in-process (a fetcher that calls the Hono app
// directly), islands over fetch; the calls and response types are the same for both.
import type {
  ArticleResponse,
  HealthResponse,
  ListingResponse,
  PageResponse,
  TabsResponse,
} from '#/domain/webapiTypes.ts';
import type { CountryCode } from '#/markets.ts';
import { errorFromResponse, toWebapiError } from './webapiError.ts';
import { normalisePage, type Page } from './normalisePage.ts';

export type Fetcher = (request: Request) => Promise<Response>;

import { ACCESS_TOKEN_HEADERS, type AccessToken } from '#/domain/identity/accessToken.ts';

export type { AccessToken };

export interface WebapiClientOptions {
  country: CountryCode;
  fetcher: Fetcher;
  /** Origin used to build request URLs; in the browser the page's own. */
  origin: string;
  basePath?: string;
  accessToken?: AccessToken | null;
}

type Query = Record<string, string | number | boolean | undefined>;

export interface WebapiClient {
  readonly country: CountryCode;
  setAccessToken(token: AccessToken | null): void;
  get<T>(path: string, query?: Query): Promise<T>;
  /** A write (POST/PUT with a JSON body); writes are never shared between callers. */
  send<T>(method: 'POST' | 'PUT', path: string, body?: unknown, query?: Query): Promise<T>;
  health(): Promise<HealthResponse>;
  tabs(group?: string): Promise<TabsResponse>;
  page(urlPath: string): Promise<Page>;
  article(hash: string, extra?: { group?: string; view?: string; topicUrl?: string }): Promise<ArticleResponse>;
  listing(id: string, window: { offset: number; length: number }): Promise<ListingResponse>;
}

export function createWebapiClient(options: WebapiClientOptions): WebapiClient {
  const basePath = options.basePath ?? '/webapi';
  let accessToken = options.accessToken ?? null;
  const inFlight = new Map<string, Promise<unknown>>();

  async function send<T>(url: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
    const headers = new Headers({ Accept: 'application/json' });
    if (accessToken) headers.set(ACCESS_TOKEN_HEADERS[accessToken.kind], accessToken.token);
    if (init.body !== undefined) headers.set('Content-Type', 'application/json');
    let response: Response;
    try {
      response = await options.fetcher(
        new Request(url, { method: init.method ?? 'GET', headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) }),
      );
    } catch (error) {
      throw toWebapiError(error);
    }
    if (!response.ok) throw await errorFromResponse(response);
    try {
      return (await response.json()) as T;
    } catch {
      throw toWebapiError({ message: 'response is not JSON', statusCode: 502 });
    }
  }

  function urlFor(path: string, query: Query): URL {
    const url = new URL(`${basePath}${path}`, options.origin);
    url.searchParams.set('country', options.country);
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined) url.searchParams.set(key, String(value));
    }
    return url;
  }

  function get<T>(path: string, query: Query = {}): Promise<T> {
    const url = urlFor(path, query);
    // Identical requests in flight share one answer; the token is part of what makes them identical.
    const key = `${accessToken?.token ?? ''} ${url.href}`;
    const pending = inFlight.get(key);
    if (pending) return pending as Promise<T>;
    const request = send<T>(url.href).finally(() => inFlight.delete(key));
    inFlight.set(key, request);
    return request;
  }

  return {
    country: options.country,
    setAccessToken(token) {
      accessToken = token;
    },
    get,
    send: (method, path, body, query = {}) => send(urlFor(path, query).href, { method, body }),
    health: () => get<HealthResponse>('/health'),
    tabs: (group) => get<TabsResponse>('/tabs', { group }),
    page: async (urlPath) => normalisePage(await get<PageResponse>(`/portal/page/${encodeURIComponent(urlPath)}`)),
    article: (hash, extra = {}) => get<ArticleResponse>('/article', { hash, ...extra }),
    listing: (id, { offset, length }) =>
      get<ListingResponse>(`/api/v6/listings/${encodeURIComponent(id)}`, { offset, length }),
  };
}
