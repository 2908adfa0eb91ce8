// The media route: images as /media/{hash}/{size}, HLS streams as /media/video/{hash}/{file}.
// Objects never change under a hash, so they are cached for a year as immutable.
import { Hono } from 'hono';
import { IMAGE_HASH_PATTERN, isImageSize } from '#/domain/article/imageUrl.ts';
import { getMediaObject, imageKey, videoKey } from '../db/media.ts';

const MEDIA_BASE_PATH = '/media';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const VIDEO_FILE = /^(master|270p|360p|720p)\.m3u8$|^(270p|360p|720p)_\d{3}\.ts$/;

function notFound(message: string): Response {
  return new Response(JSON.stringify({ message, statusCode: 404 }), {
    status: 404,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'public, max-age=60' },
  });
}

async function serve(bucket: R2Bucket, key: string, request: Request): Promise<Response> {
  const object = await getMediaObject(bucket, key);
  if (!object) return notFound(`media not found: ${key}`);
  const headers = new Headers({
    'Cache-Control': IMMUTABLE,
    ETag: object.httpEtag,
    'Content-Type': object.httpMetadata?.contentType ?? 'application/octet-stream',
    'Access-Control-Allow-Origin': '*',
  });
  if (request.headers.get('If-None-Match') === object.httpEtag) {
    await object.body.cancel();
    return new Response(null, { status: 304, headers });
  }
  headers.set('Content-Length', String(object.size));
  return new Response(object.body, { headers });
}

export const mediaApp = new Hono<{ Bindings: Env }>()
  .basePath(MEDIA_BASE_PATH)
  .get('/video/:hash/:file', (c) => {
    const { hash, file } = c.req.param();
    if (!IMAGE_HASH_PATTERN.test(hash) || !VIDEO_FILE.test(file)) return notFound(`no such video file: ${hash}/${file}`);
    return serve(c.env.MEDIA, videoKey(hash, file), c.req.raw);
  })
  .get('/:hash/:size', (c) => {
    const { hash, size } = c.req.param();
    if (!IMAGE_HASH_PATTERN.test(hash)) return notFound(`bad image hash: ${hash}`);
    if (!isImageSize(size)) return notFound(`unknown image size: ${size}`);
    return serve(c.env.MEDIA, imageKey(hash, size), c.req.raw);
  })
  .all('*', (c) => notFound(`no such media path: ${c.req.path}`));
