// Media objects in R2: images under images/<hash>/<size>, HLS streams under video/<hash>/<file>.
import type { ImageSize } from '#/domain/article/imageUrl.ts';

export const imageKey = (hash: string, size: ImageSize): string => `images/${hash}/${size}`;
export const videoKey = (hash: string, file: string): string => `video/${hash}/${file}`;

export function getMediaObject(bucket: R2Bucket, key: string): Promise<R2ObjectBody | null> {
  return bucket.get(key);
}

export async function hasMediaObject(bucket: R2Bucket, key: string): Promise<boolean> {
  return (await bucket.head(key)) !== null;
}

export async function putMediaObject(
  bucket: R2Bucket,
  key: string,
  body: ArrayBuffer | Uint8Array | string,
  contentType: string,
): Promise<void> {
  await bucket.put(key, body, { httpMetadata: { contentType } });
}
