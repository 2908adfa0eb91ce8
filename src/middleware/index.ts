// Edge middleware in request order (DESIGN.md): errors wrap everything; then normalise, country,
// environment, query rules, redirects. API, media and built assets pass straight through.
import { defineMiddleware, sequence } from 'astro:middleware';
import { isPagePath } from '#/domain/routing/pagePaths.ts';
import { country } from './country.ts';
import { environment } from './environment.ts';
import { errors } from './errors.ts';
import { normalise } from './normalise.ts';
import { query } from './query.ts';
import { redirects } from './redirects.ts';

const pages = sequence(errors, normalise, country, environment, query, redirects);

export const onRequest = defineMiddleware((context, next) =>
  isPagePath(context.url.pathname) ? pages(context, next) : next(),
);
