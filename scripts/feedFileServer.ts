// Serves a folder of feed documents over HTTP on loopback, with ETag / Last-Modified and 304s.
// A minimal stand-in with the shared signature; the full server replaces it.
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

const TYPES: Record<string, string> = { '.xml': 'application/xml', '.json': 'application/feed+json', '.jpg': 'image/jpeg' };

export async function startFeedFileServer(options: {
  dir: string;
  host?: string;
  port?: number;
  routes?: Record<string, (req: IncomingMessage, res: ServerResponse) => void>;
}): Promise<{ origin: string; close(): Promise<void> }> {
  const root = normalize(options.dir);
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const route = options.routes?.[path];
    if (route) return route(req, res);
    const file = normalize(join(root, path));
    if (!file.startsWith(root + sep)) return void res.writeHead(404).end();
    void (async () => {
      try {
        const [body, info] = await Promise.all([readFile(file), stat(file)]);
        const etag = `"${createHash('sha1').update(body).digest('hex')}"`;
        const lastModified = info.mtime.toUTCString();
        if (req.headers['if-none-match'] === etag) return void res.writeHead(304, { etag }).end();
        res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', etag, 'last-modified': lastModified }).end(body);
      } catch {
        res.writeHead(404).end();
      }
    })();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve);
  });
  const { address, port } = server.address() as { address: string; port: number };
  return {
    origin: `http://${address.includes(':') ? `[${address}]` : address}:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
