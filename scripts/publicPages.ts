// One page of each public page type a signed-out reader opens, from a market's demo content: what
// `npm run size`, `npm run lighthouse` and the page-frame browser check go through, so a page type
// added here is weighed, audited and checked at once.
import { ROOT } from './projectRoot.ts';
import { loadSeedMarket } from './loadSeedContent.ts';
import { articleHash, publisherId } from './seedIds.ts';
import { loadSeedPortal } from './seedPortal.ts';
import { loadSeedProfiles, profileHash } from './seedProfiles.ts';
import { loadSeedQuizzes, quizHash } from './seedQuizzes.ts';
import { loadSeedSpecials } from './seedSpecials.ts';
import { planLotteryDraws } from './seedLottery.ts';
import type { SeedCountry } from './seedSchema.ts';
import { mostUsedTag, tagCounts } from './seedTags.ts';
import { tagHash } from '#/domain/content/tagHash.ts';
import { MARKETS } from '#/markets.ts';
import { normaliseQuery } from '#/domain/search/searchText.ts';
import { fortunePublicPages } from './seedFortune.ts';
import { candidateHash, loadSeedElections } from './seedElections.ts';

export interface PublicPage {
  /** The page type, as figures and reports name it. */
  name: string;
  path: string;
}

/**
 * The public page types of `country`'s edition: the portal, an album story (gallery, reaction bar),
 * its comments, its publisher, the most used tag, a person, a poll, a quiz, a publisher's digest,
 * an editors' page, a drama and the trending drama chart, a movie and the trending movie chart, the
 * auspicious-date calendar where the market has one, the fortune pages where the edition has them
 * (subject, teller, draw, lucky colour and its image), the weather and its search where the market
 * offers weather, and where the market runs a lottery its latest results, a game's history, a draw
 * and a check of a ticket, the search page (its box and trending keywords), entertainment search
 * for a drama's title, and where the market covers elections candidate search and a candidate.
 */
export function publicPages(country: SeedCountry): PublicPage[] {
  const seed = loadSeedMarket(ROOT, country);
  const slugs = new Set(seed.articles.map((a) => a.slug));
  const portal = loadSeedPortal(ROOT, country, slugs, new Set(seed.tabs.map((t) => t.urlPath)));
  const specials = loadSeedSpecials(ROOT, country, seed);
  const story = seed.articles.find((a) => a.contentType === 'ALBUM' && a.ageLimit === 0) ?? seed.articles.find((a) => a.ageLimit === 0)!;
  const person = loadSeedProfiles(ROOT, country, slugs)[0]!;
  const quiz = loadSeedQuizzes(ROOT, country)[0]!;
  const [tag] = mostUsedTag(tagCounts(seed.articles));
  const hash = articleHash(country, story.slug);
  return [
    { name: 'portal', path: `/${country}/v2/tab` },
    { name: 'article', path: `/${country}/v2/article/${hash}` },
    { name: 'comment', path: `/${country}/v2/comment/article/${hash}` },
    { name: 'publisher', path: `/${country}/v2/publisher/${publisherId(country, story.publisherId)}` },
    { name: 'tag', path: `/${country}/v2/tag/${tagHash(tag)}/all` },
    { name: 'profile', path: `/${country}/v2/profile/${profileHash(country, person.slug)}` },
    { name: 'poll', path: `/${country}/v2/poll/${portal.polls[0]!.urlPath}` },
    { name: 'quiz', path: `/${country}/v2/quiz/${quizHash(country, quiz.slug)}` },
    { name: 'digest', path: `/${country}/v2/oa/${publisherId(country, story.publisherId)}/digest/weekly` },
    { name: 'generic page', path: `/${country}/v2/page/${specials.special.urlPath}` },
    { name: 'drama', path: `/${country}/v2/drama/${portal.dramaChart.current[0]!}` },
    { name: 'drama chart', path: `/${country}/v2/drama/chart/trending` },
    { name: 'movie', path: `/${country}/v2/movie/${portal.movieChart.current[0]!}/` },
    { name: 'movie chart', path: `/${country}/v2/movie/chart/trending` },
    ...(MARKETS[country].meritDate ? [{ name: 'merit date', path: `/${country}/v2/meritDate` }] : []),
    ...fortunePublicPages(country, ROOT),
    ...(MARKETS[country].config.weather ? [{ name: 'weather', path: `/${country}/v2/weather` }, { name: 'weather search', path: `/${country}/v2/weather/search` }] : []),
    ...lotteryPages(country),
    { name: 'search', path: `/${country}/v2/search` },
    { name: 'entertainment search', path: `/${country}/v2/ent/search?${new URLSearchParams({ query: normaliseQuery(portal.dramas[0]!.title) })}` },
    ...electionPages(country),
  ];
}

/** Where the market covers elections: candidate search and the policies tab of its latest election's first candidate. */
function electionPages(country: SeedCountry): PublicPage[] {
  const source = MARKETS[country].elections ? loadSeedElections(ROOT, country) : null;
  const election = source?.elections[0];
  if (!source || !election) return [];
  return [
    { name: 'election results', path: `/${country}/v2/election/results` },
    { name: 'candidate search', path: `/${country}/v2/election/profile/search` },
    { name: 'candidate', path: `/${country}/v2/election/profile/${candidateHash(country, election.candidates[0]!.slug)}/policies` },
  ];
}

/** The lottery pages, on a draw of a month before today (held in any state seeded since). */
function lotteryPages(country: SeedCountry): PublicPage[] {
  const draw = planLotteryDraws(country, Date.now() - 30 * 86_400_000).at(-1);
  if (!draw) return [];
  const ticket = draw.result.kind === 'thai' ? draw.result.prizes.first[0]! : [...draw.result.numbers, ...(draw.game === 'super-lotto' ? [draw.result.bonus!] : [])].join('-');
  return [
    { name: 'lottery', path: `/${country}/v2/lottery` },
    { name: 'lottery history', path: `/${country}/v2/lottery/history?game=${draw.game}` },
    { name: 'lottery draw', path: `/${country}/v2/lottery/r/${draw.drawId}` },
    { name: 'lottery check', path: `/${country}/v2/lottery/search/${draw.drawId}/${ticket}` },
  ];
}
