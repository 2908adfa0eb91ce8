// The media route against a real local R2: generated images at every size and the HLS streams.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { mediaApp } from '#functions/media/app.ts';
import { IMAGE_SIZES, IMAGE_SIZE_BOX } from '#/domain/article/imageUrl.ts';
import { putImageSizes, putStreams } from '../../scripts/seedContent.ts';
import { videoHash } from '../../scripts/seedIds.ts';
import { sceneSvg } from '../../scripts/seedImages.ts';
import { openTestPlatform, type TestPlatform } from '../helpers/testPlatform.ts';

let platform: TestPlatform;
const imageHash = 'iTestImage0001';
const streamHash = videoHash('stream-a');

const get = (path: string, init?: RequestInit) => mediaApp.request(`http://portal.test${path}`, init, platform.env);

beforeAll(async () => {
  platform = await openTestPlatform({ content: false });
  await putImageSizes(platform.env.MEDIA, imageHash, sceneSvg('test'), true);
  await putStreams(platform.env.MEDIA, true);
});
afterAll(async () => {
  await platform?.dispose();
});

describe('images', () => {
  it.each(IMAGE_SIZES)('serves size %s as an immutable JPEG of the right box', async (size) => {
    const res = await get(`/media/${imageHash}/${size}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect({ width: meta.width, height: meta.height }).toEqual(IMAGE_SIZE_BOX[size]);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await get(`/media/${imageHash}/w280`);
    await first.arrayBuffer();
    const again = await get(`/media/${imageHash}/w280`, { headers: { 'If-None-Match': first.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });

  it('answers 404 for unknown sizes, hashes and paths', async () => {
    expect((await get(`/media/${imageHash}/w999`)).status).toBe(404);
    expect((await get('/media/iNoSuchImage99/w280')).status).toBe(404);
    expect((await get('/media/../../etc/passwd')).status).toBe(404);
  });
});

describe('HLS streams', () => {
  it('serves the master playlist with 270p, 360p and 720p renditions', async () => {
    const res = await get(`/media/video/${streamHash}/master.m3u8`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    const text = await res.text();
    expect(text.startsWith('#EXTM3U')).toBe(true);
    expect(text.match(/^\d+p\.m3u8$/gm)).toEqual(['270p.m3u8', '360p.m3u8', '720p.m3u8']);
    expect(text).toContain('RESOLUTION=1280x720');
  });

  it('serves each rendition playlist and its MPEG-TS segments', async () => {
    for (const rendition of ['270p', '360p', '720p']) {
      const playlist = await (await get(`/media/video/${streamHash}/${rendition}.m3u8`)).text();
      const segments = playlist.split('\n').filter((l) => l.endsWith('.ts'));
      expect(segments.length).toBeGreaterThan(0);
      const seg = await get(`/media/video/${streamHash}/${segments[0]}`);
      expect(seg.status).toBe(200);
      expect(seg.headers.get('content-type')).toBe('video/mp2t');
      const bytes = new Uint8Array(await seg.arrayBuffer());
      expect(bytes[0]).toBe(0x47); // MPEG-TS sync byte
    }
  });

  it('refuses file names outside the stream layout', async () => {
    expect((await get(`/media/video/${streamHash}/secret.txt`)).status).toBe(404);
  });
});
