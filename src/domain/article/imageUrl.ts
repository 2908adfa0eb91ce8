// Image references of shell-spec §3: the built URL is host + hash + size.

export const IMAGE_SIZES = ['w1200', 'w644', 'w580', 'w280', 'f396', 'f300x600'] as const;
export type ImageSize = (typeof IMAGE_SIZES)[number];

/** Pixel box of each size: `w` sizes keep 16:9, `f` sizes are fixed crops. */
export const IMAGE_SIZE_BOX: Readonly<Record<ImageSize, { width: number; height: number }>> = {
  w1200: { width: 1200, height: 675 },
  w644: { width: 644, height: 362 },
  w580: { width: 580, height: 326 },
  w280: { width: 280, height: 158 },
  f396: { width: 396, height: 396 },
  f300x600: { width: 300, height: 600 },
};

export const IMAGE_HASH_PATTERN = /^[A-Za-z0-9_-]{6,64}$/;

export function isImageSize(value: string): value is ImageSize {
  return (IMAGE_SIZES as readonly string[]).includes(value);
}

export function imageUrl(mediaBase: string, hash: string, size: ImageSize): string {
  return `${mediaBase.replace(/\/$/, '')}/${hash}/${size}`;
}

/** srcset over the widths the spec names (375w, 768w, 1200w), mapped to the nearest stored size. */
export function imageSrcSet(mediaBase: string, hash: string): string {
  return [
    `${imageUrl(mediaBase, hash, 'w280')} 375w`,
    `${imageUrl(mediaBase, hash, 'w644')} 768w`,
    `${imageUrl(mediaBase, hash, 'w1200')} 1200w`,
  ].join(', ');
}

/** URL of a file of a stored HLS stream (master playlist, rendition playlists, segments). */
export function videoUrl(mediaBase: string, hash: string, file = 'master.m3u8'): string {
  return `${mediaBase.replace(/\/$/, '')}/video/${hash}/${file}`;
}
