import { describe, expect, it } from 'vitest';
import { adModuleAllowed, availableServices, inventoryKey, passbackAllowed, serviceEnvironmentError, type AdEnvironment } from '#/domain/ads/environment.ts';
import type { AdModuleConfig } from '#/domain/ads/types.ts';

const config = (over: Partial<AdModuleConfig> = {}): AdModuleConfig => ({
  id: 'tw:portal:2',
  placement: 'portal',
  position: 2,
  sizeClass: 'L',
  sizes: ['300x250'],
  adRatio: { house: 1 },
  houseInventoryKey: 'tw/portal/between',
  metaData: {},
  renderOnCondition: false,
  conditions: [],
  enableLadV2: false,
  ...over,
});
const web: AdEnvironment = { device: 'mobile', messenger: false, liff: false };
const pc: AdEnvironment = { device: 'pc', messenger: false, liff: false };
const messenger: AdEnvironment = { device: 'mobile', messenger: true, liff: false };
const webLiff: AdEnvironment = { device: 'mobile', messenger: false, liff: true };
const noSdk = { gpt: false, lad: false, gfp: false };
const allSdks = { gpt: true, lad: true, gfp: true };
const everyKey = { lapInventoryKey: 'lap1', gptInventoryKey: '/218/tw', gfpInventoryKey: 'gfp1', houseInventoryKey: 'tw/portal/between' };

describe('adModuleAllowed', () => {
  it('needs at least one inventory key', () => {
    expect(adModuleAllowed(config({ houseInventoryKey: undefined }), web)).toBe(false);
    expect(adModuleAllowed(config({ houseInventoryKey: '' }), web)).toBe(false);
    for (const key of ['lapInventoryKey', 'gptInventoryKey', 'gfpInventoryKey', 'houseInventoryKey'] as const) {
      expect(adModuleAllowed(config({ houseInventoryKey: undefined, [key]: 'k' }), web), key).toBe(true);
    }
  });

  it('hides on a desktop only when isDesktopOn is false', () => {
    expect(adModuleAllowed(config({ metaData: { isDesktopOn: false } }), pc)).toBe(false);
    expect(adModuleAllowed(config({ metaData: { isDesktopOn: false } }), web)).toBe(true);
    expect(adModuleAllowed(config({ metaData: { isDesktopOn: true } }), pc)).toBe(true);
    expect(adModuleAllowed(config(), pc)).toBe(true);
  });

  it('hides in the messenger only when isLineEnvOn is false', () => {
    expect(adModuleAllowed(config({ metaData: { isLineEnvOn: false } }), messenger)).toBe(false);
    expect(adModuleAllowed(config({ metaData: { isLineEnvOn: false } }), web)).toBe(true);
    expect(adModuleAllowed(config({ metaData: { isLineEnvOn: true } }), messenger)).toBe(true);
  });
});

describe('availableServices', () => {
  it('offers only the first-party server when no SDK is configured', () => {
    expect(availableServices(config(everyKey), messenger, noSdk)).toEqual(['house']);
  });

  it('needs the inventory key of each service', () => {
    expect(availableServices(config({ houseInventoryKey: undefined }), messenger, allSdks)).toEqual([]);
    expect(availableServices(config({ gptInventoryKey: '/218/tw' }), web, allSdks)).toEqual(['gpt', 'house']);
    expect(inventoryKey(config(everyKey), 'lad2')).toBe('lap1');
  });

  it('offers LAD in the messenger or LIFF, GFP in the messenger proper, GPT and house anywhere', () => {
    const all = config({ ...everyKey, enableLadV2: true });
    expect(availableServices(all, web, allSdks)).toEqual(['gpt', 'house']);
    expect(availableServices(all, webLiff, allSdks)).toEqual(['lad', 'lad2', 'gpt', 'house']);
    expect(availableServices(all, messenger, allSdks)).toEqual(['lad', 'lad2', 'gpt', 'gfp', 'house']);
    expect(availableServices(all, { ...messenger, liff: true }, allSdks)).toEqual(['lad', 'lad2', 'gpt', 'gfp', 'house']);
  });

  it('offers LAD2 only with enableLadV2, and each SDK only when configured', () => {
    expect(availableServices(config(everyKey), messenger, allSdks)).toEqual(['lad', 'gpt', 'gfp', 'house']);
    expect(availableServices(config({ ...everyKey, enableLadV2: true }), messenger, { gpt: true, lad: false, gfp: true })).toEqual(['gpt', 'gfp', 'house']);
    expect(availableServices(config(everyKey), messenger, { gpt: false, lad: true, gfp: false })).toEqual(['lad', 'house']);
  });
});

describe('serviceEnvironmentError', () => {
  it('answers 202 for LAD and LAD2 outside the messenger and LIFF, 403 for GFP outside the messenger', () => {
    expect(serviceEnvironmentError('lad', web)?.code).toBe(202);
    expect(serviceEnvironmentError('lad2', pc)?.code).toBe(202);
    expect(serviceEnvironmentError('lad', webLiff)).toBeNull();
    expect(serviceEnvironmentError('gfp', webLiff)?.code).toBe(403);
    expect(serviceEnvironmentError('gfp', web)?.message).toBe('ad works only in the messenger environment');
    expect(serviceEnvironmentError('gfp', messenger)).toBeNull();
    expect(serviceEnvironmentError('gpt', web)).toBeNull();
    expect(serviceEnvironmentError('house', pc)).toBeNull();
  });

  it('asks a passback only in the messenger or LIFF', () => {
    expect([passbackAllowed(web), passbackAllowed(webLiff), passbackAllowed(messenger)]).toEqual([false, true, true]);
  });
});
