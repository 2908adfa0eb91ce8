// What each portal URL embeds, as a table: a URL pattern (the path after /{country}/{v2|v3}, as in
// src/domain/routes.ts) and the function that finds the content and says what to embed. A new kind
// of embed is one more row. A resolver answering null means unknown content: 404.
import type { Market } from '#/markets.ts';
import { articleVideos } from '#/domain/article/embedVideos.ts';
import { pollEmbedHeight, pollEmbedPath } from '#/domain/embeds/pollEmbed.ts';
import { findArticleByHash } from '../db/articles.ts';
import { findPollForEmbed } from '../db/embeds.ts';
import { findQuizByHash } from '../db/quizzes.ts';
import { toArticle } from '../webapi/articleMapping.ts';
import type { Database } from '../db/database.ts';

interface ResolveInput {
  db: Database;
  market: Market;
  params: Record<string, string>;
  /** The embed's width in CSS pixels, for the height estimate. */
  width: number;
}

interface Resolved {
  /** Embed page path after /{country}/{ns}. */
  embedPath: string;
  title: string;
  /** A starting height; the frame resizes to the content once it loads. */
  height: number;
}

interface OembedResolver {
  pattern: string;
  resolve: (input: ResolveInput) => Promise<Resolved | null>;
}

const SAFE = /^[A-Za-z0-9_.~-]{1,200}$/;

export const OEMBED_RESOLVERS: readonly OembedResolver[] = [
  {
    pattern: '/poll/:urlPath',
    resolve: async ({ db, market, params }) => {
      if (!SAFE.test(params.urlPath!)) return null;
      const poll = await findPollForEmbed(db, market.code, params.urlPath!);
      return poll && { embedPath: pollEmbedPath(poll.urlPath), title: poll.question, height: pollEmbedHeight(poll.optionCount) };
    },
  },
  {
    pattern: '/article/:hash',
    resolve: async ({ db, market, params, width }) => {
      if (!SAFE.test(params.hash!)) return null;
      const row = await findArticleByHash(db, market.code, params.hash!);
      const article = row && toArticle(row);
      // An article embeds as its first video; articles without one have nothing to embed.
      if (!article || articleVideos(article).length === 0) return null;
      return { embedPath: `/embed/${encodeURIComponent(article.hash)}/v/0`, title: article.title, height: Math.round((width * 9) / 16) + 48 };
    },
  },
  {
    pattern: '/quiz/:hash',
    resolve: async ({ db, market, params }) => {
      if (!SAFE.test(params.hash!)) return null;
      const quiz = await findQuizByHash(db, market.code, params.hash!);
      // The intro card: cover, title and start button; it grows as the reader plays.
      return quiz && { embedPath: `/embed/quiz/${encodeURIComponent(quiz.hash)}`, title: quiz.title, height: 480 };
    },
  },
];
