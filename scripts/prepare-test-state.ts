// A test server's state from the demo-content template (scripts/testState.ts), plus media for the
// markets whose pictures and streams the browser tests load.
// `node scripts/prepare-test-state.ts --state <dir> [--media tw,th]`
// `node scripts/prepare-test-state.ts --template`: the template alone (what the API tests, the worker
// tests' servers and the size check copy), without a state or media.
import { parseArgs } from 'node:util';
import { ensureTemplate, prepareTestState } from './testState.ts';
import type { SeedCountry } from './seedSchema.ts';

const { values } = parseArgs({ options: { state: { type: 'string' }, media: { type: 'string', default: '' }, template: { type: 'boolean', default: false } } });
const log = (line: string) => console.log(`test state: ${line}`);
const started = Date.now();
const seconds = () => ((Date.now() - started) / 1000).toFixed(1);
if (values.template) {
  await ensureTemplate(log);
  console.log(`test state: the template ready in ${seconds()} s`);
} else {
  if (!values.state) throw new Error('--state <dir> (or --template) is required');
  await prepareTestState(values.state, { media: values.media ? (values.media.split(',') as SeedCountry[]) : [], log });
  console.log(`test state: ${values.state} ready in ${seconds()} s`);
}
