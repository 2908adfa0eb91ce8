// An ad module's element id (shell-spec §3): 'ad-module-' plus the module id with every colon
// turned into a dash, so ids like `tw:portal:2` make valid, selector-safe element ids.
import { adError } from './adError.ts';
import { AD_MESSAGES } from './types.ts';

export const AD_MODULE_ID_PREFIX = 'ad-module-';

export function adModuleElementId(id: string): string {
  return AD_MODULE_ID_PREFIX + id.replaceAll(':', '-');
}

/**
 * The module's container, found with the lookup given (document.getElementById in the browser);
 * throws the spec's 'element id is not exist' when it is absent.
 */
export function findAdContainer<T>(elementId: string, lookup: (id: string) => T | null | undefined): T {
  const found = lookup(elementId);
  if (found === null || found === undefined) throw adError(null, AD_MESSAGES.elementMissing);
  return found;
}
