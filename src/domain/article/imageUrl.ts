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

/**
 * Image-banner types of shell-spec §3: the shape an image reference is drawn in. auto keeps the
 * picture's own ratio; the rest are the portal's and the ads' fixed frames (movie and book posters,
 * an entity profile, large / small / extra-small banners, the floating and event-dialog banners).
 */
export const IMAGE_BANNER_TYPES = ['auto', 'landscape', 'square', 'movie', 'entityProfile', 'bannerLarge', 'bannerSmall', 'bannerExtraSmall', 'floatingBanner', 'eventDialogBanner', 'book'] as const;
export type ImageBannerType = (typeof IMAGE_BANNER_TYPES)[number];

/**
 * Default content kinds of shell-spec §3: what an image stands for, which names the stand-in drawn
 * while it loads or when it fails (the brand's mark, an entity's or a user's avatar, a poll, a
 * poster, a dialog, a timer, a quiz, an external page, a family service).
 */
export const DEFAULT_CONTENT_KINDS = ['brand', 'entity', 'user', 'poll', 'poster', 'dialog', 'timer', 'quiz', 'external', 'familyService'] as const;
export type DefaultContentKind = (typeof DEFAULT_CONTENT_KINDS)[number];
