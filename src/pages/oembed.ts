// /oembed → the oEmbed endpoint (functions/oembed/app.ts), at the site root where consumers expect it.
import type { APIRoute } from 'astro';
import { env } from 'cloudflare:workers';
import { oembedApp } from '#functions/oembed/app.ts';

export const GET: APIRoute = ({ request, locals }) => oembedApp.fetch(request, env, locals.cfContext);
