// Before serving: apply D1 migrations, load the demo content when the database is empty (or
// when an earlier load was interrupted: every write is an upsert and the load records whether it
// finished, so running this again resumes it), and re-prepare stored article bodies that predate
// the current preparation, and index stories and other records stored before the search index held them. `node scripts/prepare-db.ts [--state <dir>]`
import { parseArgs } from 'node:util';
import { DEFAULT_STATE_DIR, ROOT, openLocalPlatform } from './localPlatform.ts';
import { seedContent } from './seedContent.ts';
import { seedDemoAdsIfMissing } from './seedAds.ts';
import { reprepareArticleBodies } from '#functions/db/contentWrites.ts';
import { indexUnindexedEntities, indexUnindexedStories } from '#functions/db/search.ts';

const { values } = parseArgs({ options: { state: { type: 'string', default: DEFAULT_STATE_DIR } } });

const platform = await openLocalPlatform(values.state);
try {
  await seedContent(platform.env, { ifEmpty: true, log: (line) => console.log(`seed: ${line}`) });
  // Stored bodies that predate the current preparation would be refused at render (docs/decisions/0015).
  const reprepared = await reprepareArticleBodies(platform.env.DB);
  if (reprepared) console.log(`seed: re-prepared ${reprepared} stored article bodies`);
  // Stories stored before the search index existed (migration 0037) are indexed once.
  const indexed = await indexUnindexedStories(platform.env.DB);
  if (indexed) console.log(`seed: indexed ${indexed} stored stories for search`);
  // Publishers, profiles, tags, dramas and movies stored before the index held them (decision 0076).
  const entities = Object.entries(await indexUnindexedEntities(platform.env.DB)).filter(([, n]) => n > 0);
  if (entities.length) console.log(`seed: indexed for search ${entities.map(([kind, n]) => `${n} ${kind}s`).join(', ')}`);
  // A state loaded before the ad server existed (migration 0044) gets the demo ads once.
  const ads = await seedDemoAdsIfMissing(platform.env.DB, ROOT, Date.now());
  if (ads.length) console.log(`seed: demo ads loaded for ${ads.join(', ')}`);
} finally {
  await platform.dispose();
}
