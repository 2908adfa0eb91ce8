// The typed content-API client. Pages use it in-process (a fetcher that calls the Hono app
// directly), islands over fetch; the calls are the same for both, and their request and response
// types come from the routes' schemas (./webapiTypes.ts), never written by hand.
import type { CountryCode } from '#/markets.ts';
import type { ArticleViewType } from '#/domain/article/articlePage.ts';
import { ACCESS_TOKEN_HEADERS, type AccessToken } from '#/domain/identity/accessToken.ts';
import { BOOKMARK_HEADER, isBookmark, laterBookmark } from '#/domain/consistency/d1Bookmark.ts';
import { errorFromResponse, toWebapiError } from './webapiError.ts';
import { normalisePage, type Page } from './normalisePage.ts';
import type { InputArgs, PathsOf, RequestOf, ResponseOf } from './webapiTypes.ts';

export type Fetcher = (request: Request) => Promise<Response>;

export type { AccessToken };

interface WebapiClientOptions {
  country: CountryCode;
  fetcher: Fetcher;
  /** Origin used to build request URLs; in the browser the page's own. */
  origin: string;
  basePath?: string;
  accessToken?: AccessToken | null;
  /**
   * The reader's D1 bookmark (docs/decisions/0020), sent with every call; the client keeps the latest
   * the API answers with, so its later reads never see older data than its earlier ones.
   */
  bookmark?: string | null;
}

type WriteVerb = { POST: '$post'; PUT: '$put' };

export interface WebapiClient {
  readonly country: CountryCode;
  setAccessToken(token: AccessToken | null): void;
  /** A read, e.g. get('/poll/:id/my/votes', { param: { id } }); identical reads in flight share one answer. */
  get<P extends PathsOf<'$get'>>(path: P, ...input: InputArgs<P, '$get'>): Promise<ResponseOf<P, '$get'>>;
  /** A write (POST/PUT with a JSON body); writes are never shared between callers. */
  send<M extends keyof WriteVerb, P extends PathsOf<WriteVerb[M]>>(method: M, path: P, ...input: InputArgs<P, WriteVerb[M]>): Promise<ResponseOf<P, WriteVerb[M]>>;
  health(): Promise<ResponseOf<'/health', '$get'>>;
  tabs(group?: string): Promise<ResponseOf<'/tabs', '$get'>>;
  page(urlPath: string): Promise<Page>;
  article(hash: string, extra?: { group?: string; view?: ArticleViewType; topicUrl?: string }): Promise<ResponseOf<'/article', '$get'>>;
  listing(id: string, window: { offset: number; length: number }): Promise<ResponseOf<'/api/v6/listings/:id', '$get'>>;
}

type AnyInput = { param?: Record<string, string | number>; query?: Record<string, unknown>; json?: unknown };

export function createWebapiClient(options: WebapiClientOptions): WebapiClient {
  const basePath = options.basePath ?? '/webapi';
  let accessToken = options.accessToken ?? null;
  let bookmark = isBookmark(options.bookmark) ? options.bookmark : null;
  const inFlight = new Map<string, Promise<unknown>>();

  async function call<T>(url: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
    const headers = new Headers({ Accept: 'application/json' });
    if (accessToken) headers.set(ACCESS_TOKEN_HEADERS[accessToken.kind], accessToken.token);
    if (init.body !== undefined) headers.set('Content-Type', 'application/json');
    if (bookmark) headers.set(BOOKMARK_HEADER, bookmark);
    let response: Response;
    try {
      response = await options.fetcher(
        new Request(url, { method: init.method ?? 'GET', headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) }),
      );
    } catch (error) {
      throw toWebapiError(error);
    }
    bookmark = laterBookmark(bookmark, response.headers.get(BOOKMARK_HEADER));
    if (!response.ok) throw await errorFromResponse(response);
    try {
      return (await response.json()) as T;
    } catch {
      throw toWebapiError({ message: 'response is not JSON', statusCode: 502 });
    }
  }

  function urlFor(path: string, input: AnyInput = {}): URL {
    const filled = path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(input.param?.[name] ?? '')));
    const url = new URL(`${basePath}${filled}`, options.origin);
    url.searchParams.set('country', options.country);
    for (const [key, value] of Object.entries(input.query ?? {})) {
      if (value !== undefined) url.searchParams.set(key, String(value));
    }
    return url;
  }

  function get(path: string, input?: AnyInput): Promise<never> {
    const url = urlFor(path, input);
    // Identical requests in flight share one answer; the token is part of what makes them identical.
    const key = `${accessToken?.token ?? ''} ${url.href}`;
    const pending = inFlight.get(key);
    if (pending) return pending as Promise<never>;
    const request = call<never>(url.href).finally(() => inFlight.delete(key));
    inFlight.set(key, request);
    return request;
  }

  const client: WebapiClient = {
    country: options.country,
    setAccessToken(token) {
      accessToken = token;
    },
    get: ((path: string, input?: AnyInput) => get(path, input)) as WebapiClient['get'],
    send: ((method: string, path: string, input?: AnyInput) => call(urlFor(path, input).href, { method, body: input?.json })) as WebapiClient['send'],
    health: () => client.get('/health'),
    tabs: (group) => client.get('/tabs', { query: { group } }),
    page: async (urlPath) => normalisePage(await client.get('/portal/page/:urlPath', { param: { urlPath } })),
    article: (hash, extra = {}) => client.get('/article', { query: { hash, ...extra } }),
    listing: (id, { offset, length }) => client.get('/api/v6/listings/:id', { param: { id }, query: { offset, length } }),
  };
  return client;
}

/** Request and response types of a call, for code that passes them around. */
export type { RequestOf, ResponseOf };
