// Edge middleware in request order (docs/routes.md): the security headers wrap every answer; for pages,
// errors wrap the rest; then normalise, country, environment, query rules, redirects. API and media
// skip the page steps.
import { defineMiddleware, sequence } from 'astro:middleware';
import { isPagePath } from '#/domain/routing/pagePaths.ts';
import { country } from './country.ts';
import { environment } from './environment.ts';
import { errors } from './errors.ts';
import { normalise } from './normalise.ts';
import { query } from './query.ts';
import { redirects } from './redirects.ts';
import { securityHeadersStep } from './securityHeaders.ts';

const pages = sequence(errors, normalise, country, environment, query, redirects);

const route = defineMiddleware((context, next) => (isPagePath(context.url.pathname) ? pages(context, next) : next()));

export const onRequest = sequence(securityHeadersStep, route);
