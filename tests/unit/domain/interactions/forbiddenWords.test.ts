import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from '#/markets.ts';
import { FORBIDDEN_WORDS, findForbiddenWord } from '#/domain/interactions/forbiddenWords.ts';

describe('forbidden words', () => {
  it('has a list for every market', () => {
    for (const country of COUNTRY_CODES) expect(FORBIDDEN_WORDS[country].length, country).toBeGreaterThan(0);
  });

  it('finds a word anywhere in Chinese, Japanese and Thai text', () => {
    expect(findForbiddenWord('tw', `這個人真是${FORBIDDEN_WORDS.tw[2]}啊`)).toBe(FORBIDDEN_WORDS.tw[2]);
    expect(findForbiddenWord('ecjp', `もう${FORBIDDEN_WORDS.ecjp[0]}よ`)).toBe(FORBIDDEN_WORDS.ecjp[0]);
    expect(findForbiddenWord('th', `คุณมัน${FORBIDDEN_WORDS.th[2]}จริงๆ`)).toBe(FORBIDDEN_WORDS.th[2]);
    expect(findForbiddenWord('tw', '今天天氣很好')).toBeNull();
  });

  it('applies each market its own list', () => {
    expect(findForbiddenWord('hk', '你個仆街')).toBe('仆街');
    expect(findForbiddenWord('tw', '你個仆街')).toBeNull();
  });

  it('matches Latin-script words whole, ignoring case, width and hidden characters', () => {
    expect(findForbiddenWord('id', 'Dasar GOBLOK!')).toBe('goblok');
    expect(findForbiddenWord('id', 'Dasar ｇｏｂｌｏｋ')).toBe('goblok');
    expect(findForbiddenWord('id', 'gob\u200Blok')).toBe('goblok');
    expect(findForbiddenWord('id', 'main slot   gacor hari ini')).toBe('slot gacor');
    expect(findForbiddenWord('id', 'bangsatnya')).toBeNull();
  });
});
