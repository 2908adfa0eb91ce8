import { describe, expect, it } from 'vitest';
import { readerGroup, trackingStartMode } from '#/domain/insights/trackingStart.ts';

describe('when tracking starts (shell-spec §4)', () => {
  const reader = { group: 'NA', messagingApp: false, idleCallbacks: true };
  it('runs in idle time when idle tracking is on by configuration or for the group', () => {
    expect(trackingStartMode({ idle: true, idleGroups: [] }, reader)).toBe('idle');
    expect(trackingStartMode({ idle: false, idleGroups: ['oadigestpage-T1'] }, { ...reader, group: 'oadigestpage-T1' })).toBe('idle');
    expect(trackingStartMode({ idle: false, idleGroups: ['oadigestpage-T1'] }, reader)).toBe('now');
  });
  it('starts at once in the messaging app or without idle callbacks', () => {
    expect(trackingStartMode({ idle: true, idleGroups: [] }, { ...reader, messagingApp: true })).toBe('now');
    expect(trackingStartMode({ idle: true, idleGroups: [] }, { ...reader, idleCallbacks: false })).toBe('now');
  });
  it("reads the group cookie, NA by default", () => {
    expect(readerGroup('a=1; group=oadigestpage-T1; b=2')).toBe('oadigestpage-T1');
    expect(readerGroup('dfmGroup=x')).toBe('NA');
  });
});
