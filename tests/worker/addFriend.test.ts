// The add-friend button as the server renders it: only inside the messaging app (told by its user
// agent; the page cache keeps the two apart) and only for whom the spec gives a contact type (a
// politician, a publisher; not an actor). Adding a friend runs scripts: tests/e2e/profiles.spec.ts
// and tests/e2e/follow.spec.ts.
import type { CheerioAPI } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { loadSeedMarket } from '../../scripts/loadSeedContent.ts';
import { ROOT } from '../../scripts/localPlatform.ts';
import { loadSeedProfiles, profileHash } from '../../scripts/seedProfiles.ts';
import { AGREED, workerPage } from '../helpers/workerPage.ts';

const tw = loadSeedMarket(ROOT, 'tw');
const people = loadSeedProfiles(ROOT, 'tw', new Set(tw.articles.map((a) => a.slug)));
const politician = people.find((p) => p.celebrityType === 'POLITICIAN')!;
const actor = people.find((p) => p.celebrityType === 'ACTOR')!;
const paper = tw.publishers.find((p) => p.id === 'tw-morning-post')!;
const IN_APP = { ...AGREED, 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Line/14.19.0' };
const heading = ($: CheerioAPI) => $('h1').text().trim();

describe('the add-friend button', () => {
  it('is on a politician’s profile inside the messaging app, not outside it; an actor has none even inside', async () => {
    const path = `/tw/v2/profile/${profileHash('tw', politician.slug)}`;
    const outside = await workerPage(path, { headers: AGREED });
    expect(outside.status).toBe(200);
    expect(heading(outside.$)).toBe(politician.name);
    expect(outside.$('[data-add-friend]')).toHaveLength(0);
    const inside = await workerPage(path, { headers: IN_APP });
    expect(inside.$(`[data-add-friend="ELECTION_PROFILE:${profileHash('tw', politician.slug)}"]`)).toHaveLength(1);

    const actorPage = await workerPage(`/tw/v2/profile/${profileHash('tw', actor.slug)}`, { headers: IN_APP });
    expect(actorPage.status).toBe(200);
    expect(heading(actorPage.$)).toBe(actor.name);
    expect(actorPage.$('[data-add-friend]')).toHaveLength(0);
  });

  it('is on a publisher’s page inside the messaging app, not outside it', async () => {
    const outside = await workerPage('/tw/v2/publisher/tw-morning-post', { headers: AGREED });
    expect(outside.status).toBe(200);
    expect(heading(outside.$)).toBe(paper.name);
    expect(outside.$('[data-add-friend]')).toHaveLength(0);
    const inside = await workerPage('/tw/v2/publisher/tw-morning-post', { headers: IN_APP });
    expect(inside.$('[data-add-friend="CP:tw-morning-post"]')).toHaveLength(1);
  });
});
