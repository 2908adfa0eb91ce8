// A page that arrives in two parts, as on a slow network: a small proxy in front of the test server
// passes every request through, except one page, whose HTML it sends up to a cut and holds the rest
// until the spec releases it (after the browser has painted the first part).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface HeldBackPage {
  /** The held-back page's address on the proxy (its own origin: http://localhost:{port}). */
  url: string;
  /** Sends the rest of the page. */
  release(): void;
  close(): Promise<void>;
}

/**
 * `cut`: where in the page's HTML the first part ends. Request headers (cookies, language) pass
 * through; the answer's encoding headers do not, as the proxy sends the body decoded.
 */
export async function holdBackPage(target: string, path: string, cut: (html: string) => number): Promise<HeldBackPage> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const server = createServer(async (req, res) => {
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string' && name !== 'host') headers.set(name, value);
    const upstream = await fetch(new URL(req.url ?? '/', target), { headers, redirect: 'manual' }).catch((error: unknown) => error as Error);
    if (upstream instanceof Error) return void res.writeHead(502).end(`the test server did not answer ${req.url}: ${upstream.message}`);
    const answerHeaders: Record<string, string> = {};
    upstream.headers.forEach((value, name) => {
      if (!['content-encoding', 'content-length', 'transfer-encoding'].includes(name)) answerHeaders[name] = value;
    });
    if (req.url !== path) return void res.writeHead(upstream.status, answerHeaders).end(Buffer.from(await upstream.arrayBuffer()));
    const html = await upstream.text();
    const at = cut(html);
    // A cut outside the page fails the spec loudly (the page is then not what it expects).
    if (at <= 0 || at >= html.length) return void res.writeHead(500).end(`the cut (${at}) is not inside ${path}'s ${html.length} characters`);
    res.writeHead(upstream.status, answerHeaders).write(html.slice(0, at));
    await released;
    res.end(html.slice(at));
  });
  await new Promise<void>((resolve) => server.listen(0, resolve));
  return {
    url: `http://localhost:${(server.address() as AddressInfo).port}${path}`,
    release,
    // A page still held back (a spec that failed before releasing it) is cut off with its connection.
    close: () => new Promise<void>((resolve) => (release(), server.closeAllConnections(), server.close(() => resolve()))),
  };
}
