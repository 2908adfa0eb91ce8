// VAST 3/4 documents (the first-party ad server's `/webapi/ads/vast`, or any VAST a tag answers):
// the one linear creative the pre-roll plays, its skip offset, impression and tracking addresses
// and click-through. An empty VAST (no <Ad>), a wrapper (not followed here: the first-party server
// answers in-line ads) or an ad without a playable media file gives null: no pre-roll.
import { child, descendants, readXml, type XmlElement } from './xmlTree.ts';

/** The tracking events the pre-roll reports, as VAST names them. */
export const VAST_EVENTS = ['start', 'firstQuartile', 'midpoint', 'thirdQuartile', 'complete', 'skip'] as const;
export type VastEvent = (typeof VAST_EVENTS)[number];

export interface VastMediaFile {
  url: string;
  type: string;
  width: number | null;
  height: number | null;
}

export interface VastAd {
  mediaFile: VastMediaFile;
  durationSeconds: number | null;
  /** Seconds of the ad after which the reader may skip; null: not skippable. */
  skipOffsetSeconds: number | null;
  impressionUrls: string[];
  tracking: Record<VastEvent, string[]>;
  clickThrough: string | null;
}

export interface VastOptions {
  /** Whether the player can play a media file of this MIME type (default: any). */
  canPlay?: (type: string) => boolean;
  /** Relative addresses resolve against this (the VAST's own address). */
  base?: string;
}

/** `HH:MM:SS` or `HH:MM:SS.mmm` in seconds; null when it is not one. */
export function vastTime(value: string | undefined): number | null {
  const m = /^\s*(\d+):([0-5]?\d):([0-5]?\d(?:\.\d+)?)\s*$/.exec(value ?? '');
  return m ? Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3]) : null;
}

/** A skip offset: a time, or a percentage of the duration. */
function skipOffset(value: string | undefined, duration: number | null): number | null {
  if (value === undefined) return null;
  const percent = /^\s*(\d+(?:\.\d+)?)%\s*$/.exec(value);
  if (percent) return duration === null ? null : (duration * Number(percent[1])) / 100;
  return vastTime(value);
}

/** An http(s) address (relative ones resolved), or null: trackers never run other schemes. */
function address(text: string, base: string | undefined): string | null {
  const raw = text.trim();
  if (!raw) return null;
  try {
    const url = new URL(raw, base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

const addresses = (els: XmlElement[], base: string | undefined) => els.map((e) => address(e.text, base)).filter((u): u is string => u !== null);

const dimension = (v: string | undefined) => (v && /^\d+$/.test(v) ? Number(v) : null);

/** The first in-line linear ad of a VAST document, or null (see the file's comment). */
export function parseVast(xml: string, options: VastOptions = {}): VastAd | null {
  const root = readXml(xml);
  if (!root || root.name !== 'VAST') return null;
  const { canPlay = () => true, base } = options;
  for (const ad of root.children.filter((c) => c.name === 'Ad')) {
    const inline = child(ad, 'InLine');
    if (!inline) continue;
    for (const linear of descendants(child(inline, 'Creatives'), 'Linear')) {
      const mediaFile = descendants(child(linear, 'MediaFiles'), 'MediaFile')
        .map((m): VastMediaFile | null => {
          const url = address(m.text, base);
          const type = (m.attrs.type ?? '').trim();
          return url && canPlay(type) ? { url, type, width: dimension(m.attrs.width), height: dimension(m.attrs.height) } : null;
        })
        .find((m) => m !== null);
      if (!mediaFile) continue;
      const durationSeconds = vastTime(child(linear, 'Duration')?.text);
      const trackers = descendants(child(linear, 'TrackingEvents'), 'Tracking');
      const tracking = Object.fromEntries(VAST_EVENTS.map((event) => [event, addresses(trackers.filter((t) => t.attrs.event === event), base)])) as Record<VastEvent, string[]>;
      const clickThrough = child(child(linear, 'VideoClicks'), 'ClickThrough');
      return {
        mediaFile,
        durationSeconds,
        skipOffsetSeconds: skipOffset(linear.attrs.skipoffset, durationSeconds),
        impressionUrls: addresses(inline.children.filter((c) => c.name === 'Impression'), base),
        tracking,
        clickThrough: clickThrough ? address(clickThrough.text, base) : null,
      };
    }
  }
  return null;
}
