// npm run seed [-- --reset] [-- --if-empty] [-- --state <dir>] [-- --market tw --market hk]
// Loads the demo content into the local D1 and R2 that `npm start` serves.
import { parseArgs } from 'node:util';
import { DEFAULT_STATE_DIR, openLocalPlatform } from './localPlatform.ts';
import { seedContent } from './seedContent.ts';
import type { SeedCountry } from './seedSchema.ts';

const { values } = parseArgs({
  options: {
    reset: { type: 'boolean', default: false },
    'if-empty': { type: 'boolean', default: false },
    state: { type: 'string', default: DEFAULT_STATE_DIR },
    market: { type: 'string', multiple: true },
  },
});

const started = Date.now();
const platform = await openLocalPlatform(values.state);
try {
  const summary = await seedContent(platform.env, {
    reset: values.reset,
    ifEmpty: values['if-empty'],
    countries: values.market as SeedCountry[] | undefined,
    log: (line) => console.log(`seed: ${line}`),
  });
  if (!summary.skipped) console.log(`seed: done in ${((Date.now() - started) / 1000).toFixed(1)} s (${summary.images} images rendered)`);
} finally {
  await platform.dispose();
}
