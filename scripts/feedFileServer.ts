// A small static server of feed documents (and their pictures) from a folder, with ETag and
// Last-Modified validators and 304 answers to conditional requests: the local stand-in for
// publishers' feed hosts, used by the tests (tests/helpers/feedFixtureServer.ts) and by `npm start`'s
// demo feeds. Extra routes answer paths of their own (a slow feed, a 404, …) before the folder.
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';

export type FeedFileRoute = (req: IncomingMessage, res: ServerResponse) => void;

export interface FeedFileServerOptions {
  dir: string;
  host?: string;
  /** 0 (the default): any free port. */
  port?: number;
  /** Paths (with their leading /) answered by these handlers instead of the folder. */
  routes?: Record<string, FeedFileRoute>;
}

export interface FeedFileServer {
  origin: string;
  close(): Promise<void>;
}

const TYPES: Record<string, string> = {
  '.json': 'application/feed+json; charset=utf-8',
  '.xml': 'application/xml',
  '.rss': 'application/rss+xml',
  '.atom': 'application/atom+xml',
  '.html': 'text/html; charset=utf-8',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
};

async function serveFile(dir: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
  const file = normalize(join(dir, path));
  // Nothing outside the folder.
  if (!file.startsWith(normalize(dir) + sep)) return void res.writeHead(404).end();
  let body: Buffer;
  let modified: Date;
  try {
    const info = await stat(file);
    if (!info.isFile()) return void res.writeHead(404).end();
    body = await readFile(file);
    modified = info.mtime;
  } catch {
    return void res.writeHead(404).end();
  }
  const etag = `"${createHash('sha256').update(body).digest('hex').slice(0, 16)}"`;
  const lastModified = new Date(Math.floor(modified.getTime() / 1000) * 1000).toUTCString();
  const headers = { ETag: etag, 'Last-Modified': lastModified, 'Cache-Control': 'no-cache' };
  const ifNoneMatch = req.headers['if-none-match'];
  const ifModifiedSince = req.headers['if-modified-since'];
  const fresh = ifNoneMatch !== undefined ? ifNoneMatch === etag : ifModifiedSince !== undefined && Date.parse(ifModifiedSince) >= Date.parse(lastModified);
  if (fresh) return void res.writeHead(304, headers).end();
  res.writeHead(200, { ...headers, 'Content-Type': TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream', 'Content-Length': body.length });
  res.end(req.method === 'HEAD' ? undefined : body);
}

export async function startFeedFileServer(options: FeedFileServerOptions): Promise<FeedFileServer> {
  const server = createServer((req, res) => {
    const route = options.routes?.[new URL(req.url ?? '/', 'http://x').pathname];
    if (route) return route(req, res);
    serveFile(options.dir, req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
