// Before serving: apply D1 migrations and load the demo content when the database is empty (or
// when an earlier load was interrupted: every write is an upsert and the load records whether it
// finished, so running this again resumes it). `node scripts/prepare-db.ts [--state <dir>]`
import { parseArgs } from 'node:util';
import { DEFAULT_STATE_DIR, openLocalPlatform } from './localPlatform.ts';
import { seedContent } from './seedContent.ts';

const { values } = parseArgs({ options: { state: { type: 'string', default: DEFAULT_STATE_DIR } } });

const platform = await openLocalPlatform(values.state);
try {
  await seedContent(platform.env, { ifEmpty: true, log: (line) => console.log(`seed: ${line}`) });
} finally {
  await platform.dispose();
}
