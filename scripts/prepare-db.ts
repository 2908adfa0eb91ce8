// Before serving: apply D1 migrations and load the demo content when the database is empty (or
// when an earlier load was interrupted). `node scripts/prepare-db.ts [--state <dir>]`
// A load that fails half-way (the local platform can drop a connection on a busy machine) is
// retried: every write is an upsert and the load records whether it finished.
import { parseArgs } from 'node:util';
import { DEFAULT_STATE_DIR, openLocalPlatform } from './localPlatform.ts';
import { seedContent } from './seedContent.ts';

const ATTEMPTS = 3;
const { values } = parseArgs({ options: { state: { type: 'string', default: DEFAULT_STATE_DIR } } });

for (let attempt = 1; ; attempt++) {
  const platform = await openLocalPlatform(values.state);
  try {
    await seedContent(platform.env, { ifEmpty: true, log: (line) => console.log(`seed: ${line}`) });
    break;
  } catch (error) {
    if (attempt >= ATTEMPTS) throw error;
    console.warn(`seed: attempt ${attempt} failed (${String(error)}); resuming`);
  } finally {
    await platform.dispose();
  }
}
