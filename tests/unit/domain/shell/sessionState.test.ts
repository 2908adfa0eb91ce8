// Session state and UI flags of shell-spec §3.
import { describe, expect, it } from 'vitest';
import { SESSION_KEYS, isAgeChecked, parseClickedEntity, parseReadMeta } from '#/domain/shell/sessionState.ts';
import { UI_FLAG_DEFAULTS, withUiFlags } from '#/domain/shell/uiFlags.ts';

describe('session state', () => {
  it('keeps the age-checked flag, read meta and clicked entity under their own keys', () => {
    expect(Object.keys(SESSION_KEYS)).toEqual(['ageChecked', 'readMeta', 'clickedEntity']);
    expect(new Set(Object.values(SESSION_KEYS)).size).toBe(3);
  });

  it('reads read_meta as JSON of the known fields, refusing anything malformed', () => {
    expect(parseReadMeta('{"listingId":"tw-front","position":3,"pageUrlPath":"news","moduleId":12,"x":1}')).toEqual({ listingId: 'tw-front', position: 3, pageUrlPath: 'news', moduleId: 12 });
    for (const bad of [null, '', 'nope', '[]', '{}', '{"position":-1}', '{"position":1.5}', '{"listingId":"a b"}', `{"listingId":"${'a'.repeat(1001)}"}`]) {
      expect(parseReadMeta(bad), String(bad)).toBeNull();
    }
  });

  it('reads a clicked entity and the age-checked flag only in their stored forms', () => {
    expect(parseClickedEntity('{"entityType":"CP","entityId":"tw-morning-post"}')).toEqual({ entityType: 'CP', entityId: 'tw-morning-post' });
    for (const bad of [null, '{', '{"entityType":"CP"}', '{"entityType":"CP","entityId":"<x>"}']) expect(parseClickedEntity(bad)).toBeNull();
    expect([isAgeChecked('1'), isAgeChecked('true'), isAgeChecked(null)]).toEqual([true, false, false]);
  });
});

describe('UI flags', () => {
  it('start with the bottom window and the poll select panel on, pop-up ad tabs off', () => {
    expect(UI_FLAG_DEFAULTS).toMatchObject({ bottomWindow: true, pollSelectPanel: true, popupAdTabs: false });
    const changed = withUiFlags(UI_FLAG_DEFAULTS, { pollSelectPanel: false, popupAdTabs: true, nope: true });
    expect(changed).toMatchObject({ pollSelectPanel: false, popupAdTabs: true });
    expect('nope' in changed).toBe(false);
  });
});
