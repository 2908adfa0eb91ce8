// /webapi/* → the content API (Hono). Islands and API clients reach it over HTTP here.
import type { APIRoute } from 'astro';
import { env } from 'cloudflare:workers';
import { app } from '#functions/webapi/app.ts';

export const ALL: APIRoute = ({ request, locals }) => app.fetch(request, env, locals.cfContext);
