// Which ad modules a page renders, and what each carries for the browser's ad layer. The page cache
// keeps one copy per launch environment (news tab, mini-app, messaging app, web: src/cache/cacheKey.ts)
// but not per device class, so the server applies adModuleAllowed's environment rules with the
// device left open; the desktop flag is applied where the device is known: in CSS for the first
// paint (AdModule.astro) and in the browser's ad layer.
import { adModuleAllowed } from '#/domain/ads/environment.ts';
import { reservedHeight } from '#/domain/ads/sizes.ts';
import type { AdModuleConfig, AdSdkConfig } from '#/domain/ads/types.ts';
import type { LaunchEnvironment } from '#/domain/shell/environment.ts';

/** The modules this launch environment may show (the device rule is the browser's). */
export function allowedAdModules(modules: readonly AdModuleConfig[], launch: Pick<LaunchEnvironment, 'messagingApp' | 'liff'> | undefined): AdModuleConfig[] {
  const env = { device: 'mobile' as const, messenger: launch?.messagingApp ?? false, liff: launch?.liff ?? false };
  return modules.filter((m) => adModuleAllowed(m, env));
}

/** The module's reserved heights in px: on a phone or tablet, and on a desktop. */
export function reservedHeights(config: AdModuleConfig): { mobile: number; pc: number } {
  return { mobile: reservedHeight(config, 'mobile'), pc: reservedHeight(config, 'pc') };
}

/** The SDK addresses the browser may load, or null when none is configured (the usual case: house ads only). */
export function browserSdkConfig(sdk: AdSdkConfig): Pick<AdSdkConfig, 'gpt' | 'lad' | 'gfp'> | null {
  const picked = { ...(sdk.gpt && { gpt: sdk.gpt }), ...(sdk.lad && { lad: sdk.lad }), ...(sdk.gfp && { gfp: sdk.gfp }) };
  return Object.keys(picked).length ? picked : null;
}

/** Modules placed every `every` items of a list of `count`: the item indexes each follows (never after the last). */
export function everyNth(count: number, every: number): number[] {
  if (!Number.isInteger(every) || every < 1) return [];
  const after: number[] = [];
  for (let i = every; i < count; i += every) after.push(i - 1);
  return after;
}
