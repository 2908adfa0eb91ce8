// Before serving: apply D1 migrations, load the demo content when the database is empty (or
// when an earlier load was interrupted), and re-prepare stored article bodies that predate the
// current preparation (docs/decisions/0015), which render would refuse.
// `node scripts/prepare-db.ts [--state <dir>]`
// A load that fails half-way (the local platform can drop a connection on a busy machine) is
// retried: every write is an upsert and the load records whether it finished.
import { parseArgs } from 'node:util';
import { DEFAULT_STATE_DIR, openLocalPlatform } from './localPlatform.ts';
import { seedContent } from './seedContent.ts';
import { reprepareArticleBodies } from '#functions/db/contentWrites.ts';

const ATTEMPTS = 3;
const { values } = parseArgs({ options: { state: { type: 'string', default: DEFAULT_STATE_DIR } } });

for (let attempt = 1; ; attempt++) {
  const platform = await openLocalPlatform(values.state);
  try {
    await seedContent(platform.env, { ifEmpty: true, log: (line) => console.log(`seed: ${line}`) });
    const reprepared = await reprepareArticleBodies(platform.env.DB);
    if (reprepared) console.log(`seed: re-prepared ${reprepared} stored article bodies`);
    break;
  } catch (error) {
    if (attempt >= ATTEMPTS) throw error;
    console.warn(`seed: attempt ${attempt} failed (${String(error)}); resuming`);
  } finally {
    await platform.dispose();
  }
}
