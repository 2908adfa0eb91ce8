// Step 1: path normalisation (preview segment, /v2 → /v2/tab, main/group, movie slash, v2 → v3).
import { defineMiddleware } from 'astro:middleware';
import { normalisePath } from '#/middleware/rules/normalisePath.ts';

export const normalise = defineMiddleware((context, next) => {
  const redirect = normalisePath(context.url.pathname, context.url.search);
  if (redirect) return context.redirect(redirect.location, redirect.status);
  context.locals.preview = context.url.searchParams.get('preview') === '1';
  return next();
});
