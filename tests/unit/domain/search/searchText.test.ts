// The search text rules (issue #29): one way to cut text at index and at query time.
import { describe, expect, it } from 'vitest';
import { foldText, indexedField, matchExpression, normaliseQuery, queryProblem, searchGrams, searchWords } from '#/domain/search/searchText.ts';
import { highlight } from '#/domain/search/highlight.ts';
import { htmlText } from '#/domain/search/storyDocument.ts';
import { nearestSpellings, spellableWords, withinOneEdit } from '#/domain/search/spelling.ts';

describe('search text', () => {
  it('folds Latin case, width and accents, and keeps the marks of other scripts', () => {
    expect(foldText('Café ＪＡＫＡＲＴＡ Ünïcode')).toBe('cafe jakarta unicode');
    expect(searchWords('น้ำท่วมหนัก', 'th')).toEqual(['น้ํา', 'ท่วม', 'หนัก']);
  });

  it('cuts unspaced scripts into words and into overlapping character pairs, Latin into words only', () => {
    expect(searchWords('颱風來襲，台北市停班停課', 'zh-Hant')).toEqual(['颱風', '來', '襲', '台北市', '停', '班', '停課']);
    expect(searchGrams('台北市停班')).toEqual(['台北', '北市', '市停', '停班', '班']);
    expect(searchGrams('雨')).toEqual(['雨']);
    expect(searchGrams('Banjir Jakarta')).toEqual([]);
    expect(indexedField('Banjir Jakarta', 'id')).toEqual({ words: 'banjir jakarta', grams: '' });
  });

  it('matches every word of a query as a phrase of its words, or of its character pairs in unspaced scripts', () => {
    expect(matchExpression('停班 Jakarta', 'zh-Hant')).toBe('({title_words body_words}: "停 班" OR {title_grams body_grams}: "停班") AND {title_words body_words}: "jakarta"');
    // One character: a prefix of the pairs it starts (and of a run's last character).
    expect(matchExpression('雨', 'zh-Hant')).toBe('({title_words body_words}: "雨" OR {title_grams body_grams}: "雨" *)');
    expect(matchExpression('say "hi"', 'id')).toBe('{title_words body_words}: "say" AND {title_words body_words}: "hi"');
    expect(matchExpression('!!! …', 'id')).toBeNull();
  });

  it('names the rule a query breaks', () => {
    expect(queryProblem(' ')).toBe('must not be empty');
    expect(queryProblem('ก'.repeat(100))).toBeNull();
    expect(queryProblem('ก'.repeat(101))).toBe('must be at most 100 characters');
    expect(queryProblem('a\nb')).toBe('must not contain control characters');
    expect(normaliseQuery('  Ａb   C ')).toBe('ab c');
  });

  it('marks the parts of a text that match, mapped back to the original characters', () => {
    expect(highlight('Café de Flore', 'CAFE')).toEqual([{ text: 'Café', match: true }, { text: ' de Flore', match: false }]);
    expect(highlight('颱風來襲，台北市停班停課', '停班')).toEqual([{ text: '颱風來襲，台北市', match: false }, { text: '停班', match: true }, { text: '停課', match: false }]);
    expect(highlight('Banjir melanda Jakarta Utara hari ini', 'jakarta', 8)).toEqual([
      { text: '…', match: false },
      { text: 'melanda ', match: false },
      { text: 'Jakarta', match: true },
      { text: ' Utara hari', match: false },
      { text: '…', match: false },
    ]);
    // A snippet starts and ends between words: never inside a Thai word, never on a vowel sign.
    const thai = highlight('ดัชนีตลาดหลักทรัพย์ปิดเพิ่มขึ้น มูลค่าซื้อขาย 48,900 ล้านบาท นักลงทุนต่างชาติกลับมาซื้อสุทธิ', 'ต่างชาติ', 12);
    expect(thai).toEqual([
      { text: '…', match: false },
      { text: 'บาท นักลงทุน', match: false },
      { text: 'ต่างชาติ', match: true },
      { text: 'กลับมาซื้อสุทธิ', match: false },
    ]);
  });

  it('reads the text of stored body HTML', () => {
    expect(htmlText('<p>A &amp; B</p><script>x()</script><!-- c --><p>&#x4e2d;&#25991;&nbsp;!</p>')).toBe('A & B 中文 !');
  });
});

describe('misspelt Latin words', () => {
  it('are one edit from a word of the index: a letter dropped, added, replaced, or two neighbours swapped', () => {
    expect(['jakrta', 'jakarrta', 'jakartq', 'jakatra', 'jakarta'].map((w) => withinOneEdit(w, 'jakarta'))).toEqual([true, true, true, true, true]);
    expect(['jkrta', 'atrakaj', 'jakartaaa'].map((w) => withinOneEdit(w, 'jakarta'))).toEqual([false, false, false]);
  });

  it('are tried as the index words one edit away, the most common first, for words long enough to guess', () => {
    const terms = [
      { term: 'banjir', doc: 9 },
      { term: 'banjar', doc: 2 },
      { term: 'bandar', doc: 5 },
    ];
    expect(nearestSpellings('banjri', terms)).toEqual(['banjir']);
    expect(nearestSpellings('banjor', terms)).toEqual(['banjir', 'banjar']);
    expect(spellableWords(['jakrta', 'di', 'ai', '伺服器', 'jakrta'])).toEqual(['jakrta']);
    expect(matchExpression('Jakrta', 'id', new Map([['jakrta', ['jakarta']]]))).toBe('({title_words body_words}: "jakrta" OR {title_words body_words}: "jakarta")');
  });
});
