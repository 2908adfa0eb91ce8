// Edge middleware, composed in request order (DESIGN.md: normalise, country, environment, redirects, cache).
import { sequence } from 'astro:middleware';
import { country } from './country.ts';

export const onRequest = sequence(country);
