import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { ROOT, openLocalPlatform } from './scripts/localPlatform.ts';
import { freePort, startLocalServer } from './scripts/localServer.ts';
import { prepareTestState } from './scripts/testState.ts';
const STATE = join(ROOT, '.wrangler', 'size-state');
await prepareTestState(STATE);
const platform = await openLocalPlatform(STATE);
const row = await platform.env.DB.prepare("SELECT hash FROM articles WHERE country = 'tw' AND content_type = 'ALBUM' LIMIT 1").first<{ hash: string }>();
await platform.dispose();
const server = await startLocalServer({ port: await freePort(), stateDir: STATE });
try {
  for (const path of ['/tw/v2/tab', `/tw/v2/article/${row!.hash}`]) {
    const html = await (await fetch(server.origin + path, { headers: { cookie: 'agreementPassed=1' } })).text();
    console.log('==', path);
    for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
      const src = /\bsrc=["']([^"']+)["']/i.exec(m[1]!)?.[1];
      if (/json/.test(m[1]!)) continue;
      console.log(src ? `src ${src}` : `inline ${gzipSync(m[2]!, { level: 9 }).length} B: ${m[2]!.slice(0, 120).replace(/\n/g, ' ')}`);
    }
    for (const m of html.matchAll(/<astro-island\b([^>]*)>/gi)) console.log('island', /component-url="([^"]*)"/.exec(m[1]!)?.[1], /client="([^"]*)"/.exec(m[1]!)?.[1], /renderer-url="([^"]*)"/.exec(m[1]!)?.[1]);
    require: void 0;
  }
} finally { await server.stop(); }
