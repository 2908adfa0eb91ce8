// @ts-check
// What Astro's server spends per render that our pages do not need (measured with
// `npm run profile:render`, docs/decisions/0023):
// - the page module of a route is fetched with a fresh dynamic `import()` per request (the manifest's
//   page map holds `() => import(page)`); the promise is now kept, so the module is looked up once;
// - the CSP hash of every inline style and script of the page head is recomputed with SHA-256 per
//   render; hashes are now remembered per text (bounded: a build has a fixed set of them).
// Both are textual rewrites of Astro's code: when that text changes, the build fails here instead of
// silently losing the saving. (Rendering without streaming was measured and left out: decision 0023.)

const PAGES_MODULE = '\0virtual:astro:pages';
const PAGE_IMPORT = /const (_page\d+) = \(\) => (import\("[^"]+"\));/g;
const ENCRYPTION_MODULE = /\/astro\/dist\/core\/encryption\.js$/;
const DIGEST_FUNCTION = 'async function generateCspDigest(data, algorithm) {';
/** More distinct texts than any build has inline styles and scripts: past it, hashes are computed. */
const DIGEST_MEMO_LIMIT = 512;

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
