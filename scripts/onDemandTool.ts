// Report-only tools (Lighthouse and the ~200 packages it brings) are not part of `npm install`: every
// clone would pay for them at install, and only `npm run lighthouse` uses them. The first run installs the
// pinned version into .cache/tools/<name>@<version> (the npm registry, as for every other package); later
// runs import it from there.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './projectRoot.ts';

export async function importOnDemandTool<T>(name: string, version: string): Promise<T> {
  const prefix = join(ROOT, '.cache', 'tools', `${name}@${version}`);
  const packageDir = join(prefix, 'node_modules', name);
  if (!existsSync(join(packageDir, 'package.json'))) {
    mkdirSync(prefix, { recursive: true });
    console.log(`installing ${name}@${version} into ${prefix} (once)`);
    execFileSync('npm', ['install', '--prefix', prefix, '--no-save', '--no-audit', '--no-fund', '--no-package-lock', `${name}@${version}`], { stdio: 'inherit' });
  }
  // Resolved from the tool's own folder, so its dependencies come from there too.
  const { createRequire } = await import('node:module');
  const entry = createRequire(join(prefix, 'package.json')).resolve(name);
  return (await import(pathToFileURL(entry).href)) as T;
}
