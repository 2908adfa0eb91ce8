// The one cookie reader (server Cookie headers and document.cookie alike): the named cookie only,
// percent-decoded, a malformed escape kept as sent for the caller's validation to refuse.
import { describe, expect, it } from 'vitest';
import { cookieValue } from '#/domain/routing/cookieHeader.ts';

describe('cookieValue', () => {
  it('finds the named cookie in a request header and in document.cookie form alike', () => {
    expect(cookieValue('locale=ja; agreementPassed=1', 'agreementPassed')).toBe('1');
    expect(cookieValue('locale=ja;agreementPassed=1', 'agreementPassed')).toBe('1');
    expect(cookieValue('  group = B ; locale=ja', 'group')).toBe('B');
  });

  it('matches the whole name, not a prefix or a suffix of another', () => {
    expect(cookieValue('dfmGroup=A; group=B', 'group')).toBe('B');
    expect(cookieValue('groupId=7', 'group')).toBeUndefined();
    expect(cookieValue('xgroup=7', 'group')).toBeUndefined();
  });

  it('percent-decodes the value, keeps an = inside it, and keeps a malformed escape as sent', () => {
    expect(cookieValue('pollAnswers=%7B%22pollId%22%3A1%7D', 'pollAnswers')).toBe('{"pollId":1}');
    expect(cookieValue('bm=a=b==', 'bm')).toBe('a=b==');
    expect(cookieValue('bm=100%zz', 'bm')).toBe('100%zz');
  });

  it('answers undefined for no header, an empty one, or a part without a value', () => {
    expect(cookieValue(null, 'group')).toBeUndefined();
    expect(cookieValue(undefined, 'group')).toBeUndefined();
    expect(cookieValue('', 'group')).toBeUndefined();
    expect(cookieValue('group', 'group')).toBeUndefined();
  });

  it('answers the first of two cookies with one name (the more specific path comes first)', () => {
    expect(cookieValue('group=A; group=B', 'group')).toBe('A');
  });
});
