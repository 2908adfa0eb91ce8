// Island-internal module of Gallery: the viewer's optional ad module (shell-spec §2), the same
// markup as AdModule.astro (label, reserved height, config), mounted by the page's ad layer once the
// viewer is open: the layer is fetched only then.
import { useEffect, useRef } from 'react';
import type { AdModuleConfig } from '#/domain/ads/types.ts';
import { adModuleElementId } from '#/domain/ads/elementId.ts';
import type { RenderedAdPage } from '#/browser/ads/adContext.ts';

/** The gallery's ad module, as the article page hands it to the viewer. */
export interface GalleryAdModule {
  config: AdModuleConfig;
  page: RenderedAdPage;
  /** The reserved height, px. */
  height: number;
  /** "Advertisement" and "Sponsored by {{sponsor}}" in the reader's language. */
  label: string;
  sponsoredBy: string;
  /** The configured third-party SDKs (JSON), or undefined. */
  sdk?: string;
}

export function GalleryAd({ ad }: { ad: GalleryAdModule }) {
  const box = useRef<HTMLElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el || import.meta.env.SSR) return;
    let stopped = false;
    void import('#/browser/ads/adLayer.ts').then((layer) => {
      if (!stopped) void layer.startAdModules([el]);
    });
    return () => {
      stopped = true;
      void import('#/browser/ads/adLayer.ts').then((layer) => layer.stopAdModules([el]));
    };
  }, []);
  const elementId = adModuleElementId(`${ad.config.id}:gallery`);
  return (
    <aside
      ref={box}
      className="ad-module gallery-viewer__ad"
      id={elementId}
      aria-label={ad.label}
      data-ad-config={JSON.stringify(ad.config)}
      data-ad-page={JSON.stringify(ad.page)}
      data-ad-sdk={ad.sdk}
      data-ad-sponsor={ad.sponsoredBy}
      data-ad-state="placeholder"
    >
      <p className="ad-module__label" aria-hidden="true">{ad.label}</p>
      <div className="ad-module__slot" id={`${elementId}-slot`} data-ad-slot style={{ minHeight: ad.height }} />
    </aside>
  );
}
