// The candidate pages' pure rules (decision 0083): tabs and paths, the name query's index expression,
// what trending weighs and how ties fall, the party chip's readable text, and the search page's
// normalised URL (one cached copy per search).
import { describe, expect, it } from 'vitest';
import {
  CANDIDATE_TABS,
  candidateNameMatch,
  candidatePath,
  candidateTab,
  chipTextColour,
  contrastRatio,
  rankByTrend,
  trendScore,
} from '#/domain/election/candidates.ts';
import { candidateSearchRequest } from '#/loaders/loadElectionProfile.ts';
import { loadSeedElections } from '../../../../scripts/seedElections.ts';
import { ROOT } from '../../../../scripts/localPlatform.ts';

describe('candidate tabs and paths', () => {
  it('defaults to the profile tab, knows four, and nothing else', () => {
    expect(CANDIDATE_TABS).toEqual(['profile', 'policies', 'posts', 'comments']);
    expect(candidateTab(undefined)).toBe('profile');
    expect(candidateTab('')).toBe('profile');
    expect(candidateTab('policies')).toBe('policies');
    expect(candidateTab('Policies')).toBeNull();
    expect(candidateTab('votes')).toBeNull();
  });

  it('writes the bare page for the profile tab and names the election only when asked', () => {
    expect(candidatePath('pAbc123456')).toBe('/election/profile/pAbc123456');
    expect(candidatePath('pAbc123456', 'posts')).toBe('/election/profile/pAbc123456/posts');
    expect(candidatePath('pAbc123456', 'profile', 'tw-2022-taipei')).toBe('/election/profile/pAbc123456?electionId=tw-2022-taipei');
  });
});

describe('the name query', () => {
  it('matches Latin words by their beginning and unspaced scripts by character pairs', () => {
    expect(candidateNameMatch('Bud', 'id')).toBe('{title_words}: "bud" *');
    expect(candidateNameMatch('siti  AMIN', 'id')).toBe('{title_words}: "siti" * AND {title_words}: "amin" *');
    // Two characters: the pair anywhere in the name; one: a prefix of a pair.
    expect(candidateNameMatch('佩珊', 'zh-Hant')).toContain('{title_grams}: "佩珊"');
    expect(candidateNameMatch('吳', 'zh-Hant')).toContain('{title_grams}: "吳" *');
    expect(candidateNameMatch('"); DROP', 'id')).toBe('{title_words}: "drop" *');
    expect(candidateNameMatch('!!', 'id')).toBeNull();
  });
});

describe('trending', () => {
  it('weighs a friend add above a comment above a search above a reaction', () => {
    const one = (k: 'reactions' | 'comments' | 'friendAdds' | 'searches') => trendScore({ reactions: 0, comments: 0, friendAdds: 0, searches: 0, [k]: 1 });
    expect([one('friendAdds'), one('comments'), one('searches'), one('reactions')]).toEqual([4, 3, 2, 1]);
  });

  it('ranks by score, ties in ballot order, and keeps the limit', () => {
    const quiet = { reactions: 0, comments: 0, friendAdds: 0, searches: 0 };
    const items = [
      { id: 'a', position: 0, signals: quiet },
      { id: 'b', position: 1, signals: { ...quiet, reactions: 3 } },
      { id: 'c', position: 2, signals: { ...quiet, comments: 1 } },
      { id: 'd', position: 3, signals: quiet },
    ];
    expect(rankByTrend(items, 3).map((i) => [i.id, i.score])).toEqual([['b', 3], ['c', 3], ['a', 0]]);
  });
});

describe('party chips', () => {
  it('pick the text colour that reads at least 4.5:1 on every demo party colour', () => {
    const colours = (['tw', 'id'] as const).flatMap((c) => loadSeedElections(ROOT, c)!.parties.map((p) => p.colour));
    expect(colours.length).toBeGreaterThan(5);
    for (const colour of colours) expect(contrastRatio(colour, chipTextColour(colour)), colour).toBeGreaterThanOrEqual(4.5);
    expect(chipTextColour('#ffd400')).toBe('#111111');
    expect(chipTextColour('#1f4e9c')).toBe('#ffffff');
  });
});

describe('the search page URL', () => {
  const at = (search: string) => candidateSearchRequest(new URL(`https://portal.test/tw/v2/election/profile/search${search}`));

  it('keeps a normal search as it is', () => {
    expect(at('')).toEqual({ kind: 'search', request: { query: '', electionId: null, roleId: null, districtId: null, partyId: null, offset: 0 } });
    expect(at('?electionId=tw-2022-taipei&query=%E6%9E%97&roleId=mayor&districtId=63000010&partyId=minhe&offset=20')).toEqual({
      kind: 'search',
      request: { query: '林', electionId: 'tw-2022-taipei', roleId: 'mayor', districtId: '63000010', partyId: 'minhe', offset: 20 },
    });
  });

  it('redirects any other spelling to the normal one: empty and malformed filters dropped, query folded, offset on a page', () => {
    expect(at('?query=&roleId=&districtId=&partyId=')).toEqual({ kind: 'redirect', to: '/tw/v2/election/profile/search' });
    expect(at('?partyId=minhe&query=%EF%BC%B2udi%20%20S')).toEqual({ kind: 'redirect', to: '/tw/v2/election/profile/search?query=rudi+s&partyId=minhe' });
    expect(at('?districtId=songshan&offset=25')).toEqual({ kind: 'redirect', to: '/tw/v2/election/profile/search?offset=20' });
    expect(at('?electionId=Taipei')).toEqual({ kind: 'redirect', to: '/tw/v2/election/profile/search' });
  });
});
