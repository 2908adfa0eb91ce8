// Image gallery viewer (shell-spec §2, §4, §9) for album photos and body images.
// client:interaction="[data-gallery-index]": the island and React load on the reader's first tap on a
// photo (the photos themselves are server-rendered by ArticleView.astro); that tap opens it, and
// starts loading swiper (./gallerySwiper.ts), which the viewer (./GalleryViewer.tsx) runs on.
// Styles: ./Gallery.css, loaded with the article page's styles.
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { $openedGallery, closeGallery, listenForGalleryTriggers } from '#/stores/galleryTriggers.ts';
import { Gallery, loadGallerySwiper, type GalleryProps } from './GalleryViewer.tsx';

export { Gallery };
export type { GalleryItem, GalleryLabels, GalleryProps } from './GalleryViewer.tsx';

// Before the directive replays the tap that woke the island (an effect would run after it); the
// tap also starts fetching swiper while React renders the viewer.
listenForGalleryTriggers(() => void loadGallerySwiper());

interface GalleryIslandProps {
  /** Viewer props per gallery of the page, by the data-gallery name of its holder ('album', 'body'). */
  galleries: Record<string, GalleryProps>;
}

/**
 * The article's galleries: renders nothing until a photo is tapped, then the viewer over the page
 * (position: fixed, rendered in place: a portal would add react-dom's 1.4 KB gz to the page).
 */
export default function GalleryIsland({ galleries }: GalleryIslandProps) {
  // 'initial': hydration renders what the server did (nothing), even if a tap came first.
  const opened = useStore($openedGallery, { ssr: 'initial' });
  const props = opened ? galleries[opened.gallery] : undefined;
  useEffect(() => {
    document.documentElement.classList.toggle('has-overlay', Boolean(props));
  }, [props]);
  if (!opened || !props) return null;
  const close = () => {
    closeGallery();
    opened.trigger.focus();
  };
  return <Gallery key={opened.index} {...props} initialSlide={opened.index} onClose={close} />;
}
