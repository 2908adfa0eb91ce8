// /media/* → images and video streams from R2.
import type { APIRoute } from 'astro';
import { env } from 'cloudflare:workers';
import { mediaApp } from '#functions/media/app.ts';

export const ALL: APIRoute = ({ request, locals }) => mediaApp.fetch(request, env, locals.cfContext);
