// Which write family the API puts a write in, read from the app's own router (the route modules'
// declareWriteFamily marks): for tests and tools that walk the API's writes.
import { writeFamilyAmong, type WriteFamily } from './abuseLimits.ts';
import { app } from './app.ts';

/** The family of a write to `path` (after /webapi), as the abuse limits will count it. */
export function writeFamilyOf(path: string, method = 'POST'): WriteFamily {
  const [matches] = app.router.match(method, `/webapi${path}`);
  return writeFamilyAmong(matches.map(([[handler]]) => handler));
}
