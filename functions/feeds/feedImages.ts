// A story's main picture (decision 0092): fetched once per source address (the outcome is kept in
// feed_images, a failure too), checked (size cap, one of five types by its bytes, decodable), and
// stored in R2 at every size of shell-spec §3 by the Images binding, the original's dimensions kept
// for placeholders. Any failure leaves the story without a thumbnail, so the default picture shows.
import { IMAGE_SIZES, IMAGE_SIZE_BOX } from '#/domain/article/imageUrl.ts';
import { sniffImageType } from '#/domain/feeds/imageType.ts';
import type { Database } from '../db/database.ts';
import { findFeedImage, recordFeedImage, type FeedImageRecord } from '../db/feeds.ts';
import { imageKey, putMediaObject } from '../db/media.ts';
import { fetchFeed } from './fetchFeed.ts';
import { sha256Hex } from '#/domain/security/sha256Hex.ts';

export const FEED_IMAGE_LIMITS = { timeoutMs: 10_000, maxBytes: 10 * 1024 * 1024 } as const;

/** What the pipeline uses of the Images binding. */
export type ImageTransformer = Pick<ImagesBinding, 'info' | 'input'>;

export interface FeedImageDeps {
  db: Database;
  media: R2Bucket;
  /** The Images binding; without it no picture is stored (and nothing is remembered). */
  images: ImageTransformer | undefined;
  allowPrivate: boolean;
  timeoutMs?: number;
  maxBytes?: number;
}

export interface StoredFeedImage {
  hash: string;
  width: number;
  height: number;
}

const streamOf = (bytes: Uint8Array<ArrayBuffer>) => new Blob([bytes]).stream();

/** The picture's name in R2: the first 128 bits of its bytes' SHA-256, so the same picture is stored once. */
const contentHash = async (bytes: Uint8Array<ArrayBuffer>): Promise<string> => (await sha256Hex(bytes)).slice(0, 32);

/** Fetches, checks and stores one picture; the failure's reason when it cannot be used. */
async function fetchAndStore(deps: FeedImageDeps, images: ImageTransformer, sourceUrl: string): Promise<FeedImageRecord> {
  const fetched = await fetchFeed(sourceUrl, {
    allowPrivate: deps.allowPrivate,
    timeoutMs: deps.timeoutMs ?? FEED_IMAGE_LIMITS.timeoutMs,
    maxBytes: deps.maxBytes ?? FEED_IMAGE_LIMITS.maxBytes,
    accept: 'image/avif, image/webp, image/png, image/jpeg, image/gif',
  });
  const failed = (failure: string): FeedImageRecord => ({ imageHash: null, width: null, height: null, failure });
  if (fetched.status !== 'ok') return failed(fetched.status === 'failed' ? fetched.reason : 'not-modified');
  const type = sniffImageType(fetched.bytes);
  if (!type) return failed('not-an-image');
  let width: number;
  let height: number;
  try {
    const info = await images.info(streamOf(fetched.bytes));
    if (!('width' in info) || !info.width || !info.height) return failed('undecodable');
    ({ width, height } = info);
  } catch {
    return failed('undecodable');
  }
  const hash = await contentHash(fetched.bytes);
  try {
    for (const size of IMAGE_SIZES) {
      const box = IMAGE_SIZE_BOX[size];
      const output = await images.input(streamOf(fetched.bytes)).transform({ width: box.width, height: box.height, fit: 'cover' }).output({ format: 'image/jpeg' });
      await putMediaObject(deps.media, imageKey(hash, size), new Uint8Array(await output.response().arrayBuffer()), 'image/jpeg');
    }
  } catch {
    return failed('undecodable');
  }
  return { imageHash: hash, width, height, failure: null };
}

/** Failures worth another try on the next run: time-outs, the network, 5xx and 429 answers. */
export function isPassingFailure(failure: string | null): boolean {
  return failure === 'timeout' || failure === 'network' || failure === 'http-429' || /^http-5\d\d$/.test(failure ?? '');
}

/** The stored picture of `sourceUrl` (fetching it the first time), or null when it cannot be used. */
export async function storeFeedImage(deps: FeedImageDeps, sourceUrl: string, now: number): Promise<StoredFeedImage | null> {
  const known = await findFeedImage(deps.db, sourceUrl);
  if (known) return known.imageHash ? { hash: known.imageHash, width: known.width!, height: known.height! } : null;
  if (!deps.images) return null;
  const outcome = await fetchAndStore(deps, deps.images, sourceUrl);
  // A failure that may pass (a time-out, the network, the host's own error) is not remembered: the
  // next run of the feed tries the picture again. What the picture is (not one, too big, gone) is.
  if (!isPassingFailure(outcome.failure)) await recordFeedImage(deps.db, sourceUrl, outcome, now);
  return outcome.imageHash ? { hash: outcome.imageHash, width: outcome.width!, height: outcome.height! } : null;
}
