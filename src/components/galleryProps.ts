// The gallery island's props for a list of photos (album or body images), as the canonical leaves
// hand them to the gallery island (ArticleIslands.astro).
import type { GalleryProps } from '#/islands/Gallery.island.tsx';
import { imageUrl } from '#/domain/article/imageUrl.ts';
import type { GalleryContext } from './articleLeaves.ts';

export function galleryProps(items: { hash: string; caption: string; alt: string }[], g: GalleryContext): GalleryProps {
  return {
    items: items.map((i) => ({ src: imageUrl(g.mediaBase, i.hash, 'w1200'), thumb: imageUrl(g.mediaBase, i.hash, 'f396'), caption: i.caption, alt: i.alt })),
    title: g.title,
    publisher: g.publisher,
    publishTime: g.publishTime,
    publishTimeIso: g.publishTimeIso,
    trackingPage: g.trackingPage,
    labels: g.labels,
  };
}
