// The repository's root folder, for scripts and tests that read its files. Its own module so the
// browser tests' runner and workers, which load every spec, do not load wrangler and miniflare with
// scripts/localPlatform.ts just to learn it (a second or two of CPU in each process).
import { resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '..');
