// Typed translation keys: a key missing from the English files fails the type check.
import 'i18next';
import type common from '../../locales/en/common.json';
import type portal from '../../locales/en/portal.json';
import type shell from '../../locales/en/shell.json';
import type article from '../../locales/en/article.json';
import type account from '../../locales/en/account.json';
import type reactions from '../../locales/en/reactions.json';
import type polls from '../../locales/en/polls.json';
import type embeds from '../../locales/en/embeds.json';
import type quizzes from '../../locales/en/quizzes.json';
import type comments from '../../locales/en/comments.json';
import type follow from '../../locales/en/follow.json';
import type tags from '../../locales/en/tags.json';
import type activity from '../../locales/en/activity.json';
import type service from '../../locales/en/service.json';
import type profiles from '../../locales/en/profiles.json';
import type share from '../../locales/en/share.json';
import type pages from '../../locales/en/pages.json';
import type dramas from '../../locales/en/dramas.json';
import type movies from '../../locales/en/movies.json';
import type booking from '../../locales/en/booking.json';
import type charts from '../../locales/en/charts.json';
import type search from '../../locales/en/search.json';
import type meritDate from '../../locales/en/meritDate.json';
import type fortune from '../../locales/en/fortune.json';
import type weather from '../../locales/en/weather.json';
import type lottery from '../../locales/en/lottery.json';
import type entSearch from '../../locales/en/entSearch.json';
import type election from '../../locales/en/election.json';
import type ads from '../../locales/en/ads.json';
import type insights from '../../locales/en/insights.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: { common: typeof common & typeof portal & typeof shell & typeof article & typeof account & typeof reactions & typeof polls & typeof embeds & typeof quizzes & typeof comments & typeof follow & typeof tags & typeof activity & typeof service & typeof profiles & typeof share & typeof pages & typeof dramas & typeof movies & typeof booking & typeof charts & typeof search & typeof meritDate & typeof fortune & typeof weather & typeof lottery & typeof entSearch & typeof election & typeof ads & typeof insights };
  }
}
