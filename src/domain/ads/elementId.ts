// An ad module's element id (shell-spec §3): 'ad-module-' plus the module id with every colon
// turned into a dash, so ids like `tw:portal:2` make valid, selector-safe element ids.

export const AD_MODULE_ID_PREFIX = 'ad-module-';

export function adModuleElementId(id: string): string {
  return AD_MODULE_ID_PREFIX + id.replaceAll(':', '-');
}
