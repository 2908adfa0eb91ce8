// One HTTP request on a connection of its own (no keep-alive), for clients that race many readers
// against a local server or make requests between load runs: workerd closes a connection idle for
// ~5 s and, under a burst, can reset a kept-alive one it is about to close, so a pooled connection
// would make a failure of the client's look like the worker's (decision 0039).
import { request } from 'node:http';

export interface OnceAnswer {
  status: number;
  headers: Headers;
  text: string;
}

export function requestOnce(url: URL | string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<OnceAnswer> {
  return new Promise((resolve, reject) => {
    const headers = { ...init.headers, ...(init.body === undefined ? {} : { 'content-length': String(Buffer.byteLength(init.body)) }) };
    const req = request(url, { method: init.method ?? 'GET', headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const answer = new Headers();
        for (let i = 0; i < res.rawHeaders.length; i += 2) answer.append(res.rawHeaders[i]!, res.rawHeaders[i + 1]!);
        resolve({ status: res.statusCode ?? 0, headers: answer, text: Buffer.concat(chunks).toString('utf8') });
      });
    });
    req.on('error', reject);
    req.end(init.body);
  });
}
