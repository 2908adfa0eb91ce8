// Pages of other origins for browser specs (a publisher, a stranger): a small HTTP server on a free
// port of this machine, reached as http://localhost:{port} or http://127.0.0.1:{port} — neither is
// the portal's origin (http://127.0.0.1:{E2E_PORT}).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface OtherOrigin {
  port: number;
  /** Serves `html` at `path` from now on. */
  set(path: string, html: string): void;
  close(): Promise<void>;
}

export async function startOtherOrigin(): Promise<OtherOrigin> {
  const pages = new Map<string, string>();
  const server = createServer((req, res) => {
    const body = pages.get(req.url ?? '');
    res.writeHead(body ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(body ?? 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, resolve));
  return {
    port: (server.address() as AddressInfo).port,
    set: (path, html) => void pages.set(path, html),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
