// @ts-check
// The Cloudflare adapter gives every chunk of every build a `globalThis.process ??= {}` banner for
// Node-style code in the worker. Browser chunks do not need it: nothing in them reads process.env
// (React only checks `typeof process` and falls back to console.error the same way without it).
// On the article page it cost about 25 bytes gzip per chunk loaded; this drops it from the client
// build, and the build fails if a browser chunk ever reads process.env.

const BANNER = /^globalThis\.process\s*\?\?=\s*\{\}[;,]\s*globalThis\.process\.env\s*\?\?=\s*\{\};\s*/;

/** @returns {import('vite').Plugin} */
export function clientWithoutProcessShim() {
  return {
    name: 'portal:client-without-process-shim',
    apply: 'build',
    enforce: 'post',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type !== 'chunk') continue;
          file.code = file.code.replace(BANNER, '');
          if (file.code.includes('process.env')) throw new Error(`${file.fileName}: browser code reads process.env`);
        }
      },
    },
  };
}
