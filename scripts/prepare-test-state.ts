// A test server's state from the demo-content template (scripts/testState.ts), plus media for the
// markets whose pictures and streams the browser tests load.
// `node scripts/prepare-test-state.ts --state <dir> [--media tw,th]`
import { parseArgs } from 'node:util';
import { prepareTestState } from './testState.ts';
import type { SeedCountry } from './seedSchema.ts';

const { values } = parseArgs({ options: { state: { type: 'string' }, media: { type: 'string', default: '' } } });
if (!values.state) throw new Error('--state <dir> is required');
const started = Date.now();
await prepareTestState(values.state, {
  media: values.media ? (values.media.split(',') as SeedCountry[]) : [],
  log: (line) => console.log(`test state: ${line}`),
});
console.log(`test state: ${values.state} ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
