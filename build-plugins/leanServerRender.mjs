// @ts-check
// What Astro's server spends per render that our pages do not need (measured with
// `npm run profile:render`, docs/decisions/0023):
// - streaming: on workerd Astro streams the page as an async iterable wrapped in a ReadableStream,
//   one chunk at a time. Our pages await all their data before the first byte and the page cache
//   reads the whole body anyway, so the app renders each page to one string (`streaming: false`):
//   one body, and an error anywhere in the page is a clean 500, not a cut page;
// - the page module of a route is fetched with a fresh dynamic `import()` per request (the manifest's
//   page map holds `() => import(page)`); the promise is now kept, so the module is looked up once;
// - the CSP hash of every inline style and script of the page head is recomputed with SHA-256 per
//   render; hashes are now remembered per text (bounded: a build has a fixed set of them).
// - React islands were rendered on the server through renderToReadableStream, one stream per island
//   read back chunk by chunk; islands render nothing that suspends on the server (their lazy sheets
//   open on a reader's tap), so renderToString gives the same markup, with the same id prefix, in one
//   synchronous call.
// All four are textual rewrites of Astro's and its adapter's code: when that text changes, the build
// fails here instead of silently losing the saving.

const PAGES_MODULE = '\0virtual:astro:pages';
const PAGE_IMPORT = /const (_page\d+) = \(\) => (import\("[^"]+"\));/g;
const ENCRYPTION_MODULE = /\/astro\/dist\/core\/encryption\.js$/;
const DIGEST_FUNCTION = 'async function generateCspDigest(data, algorithm) {';
/** More distinct texts than any build has inline styles and scripts: past it, hashes are computed. */
const DIGEST_MEMO_LIMIT = 512;
const CLOUDFLARE_HANDLER = /\/@astrojs\/cloudflare\/dist\/utils\/handler\.js$/;
const STREAMING_APP = 'const app = createApp();';
const REACT_SERVER = /\/@astrojs\/react\/dist\/server\.js$/;
const REACT_STREAM_RENDER = 'html = await renderToReadableStreamAsync(vnode, renderOptions);';

/** @returns {import('vite').Plugin} */
export function leanServerRender() {
  return {
    name: 'portal:lean-server-render',
    enforce: 'post',
    transform(code, id) {
      if (this.environment?.config.consumer !== 'server') return;
      if (id === PAGES_MODULE) {
        let pages = 0;
        const rewritten = code.replace(PAGE_IMPORT, (_, name, load) => {
          pages++;
          return `let ${name}Module; const ${name} = () => (${name}Module ??= ${load});`;
        });
        if (pages === 0 && code.includes('import(')) throw new Error(`${this.environment.name}: Astro's page map changed shape; update build-plugins/leanServerRender.mjs`);
        return { code: rewritten, map: null };
      }
      if (CLOUDFLARE_HANDLER.test(id)) {
        if (!code.includes(STREAMING_APP)) throw new Error("The Cloudflare adapter's handler changed shape; update build-plugins/leanServerRender.mjs");
        return { code: code.replace(STREAMING_APP, 'const app = createApp({ streaming: false });'), map: null };
      }
      if (REACT_SERVER.test(id)) {
        if (!code.includes(REACT_STREAM_RENDER)) throw new Error("@astrojs/react's server renderer changed shape; update build-plugins/leanServerRender.mjs");
        return { code: code.replace(REACT_STREAM_RENDER, 'html = ReactDOM.renderToString(vnode, { identifierPrefix: renderOptions.identifierPrefix });'), map: null };
      }
      if (ENCRYPTION_MODULE.test(id)) {
        if (!code.includes(DIGEST_FUNCTION)) throw new Error("Astro's generateCspDigest changed shape; update build-plugins/leanServerRender.mjs");
        const memo = `const portalDigests = new Map();
async function generateCspDigest(data, algorithm) {
  const key = algorithm + ':' + data;
  const known = portalDigests.get(key);
  if (known) return known;
  const digest = await computeCspDigest(data, algorithm);
  if (portalDigests.size < ${DIGEST_MEMO_LIMIT}) portalDigests.set(key, digest);
  return digest;
}
async function computeCspDigest(data, algorithm) {`;
        return { code: code.replace(DIGEST_FUNCTION, memo), map: null };
      }
    },
  };
}
