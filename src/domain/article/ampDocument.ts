// Fixed parts of an AMP document (amp.dev "required markup"): runtime, extension URLs, boilerplate.
import type { AmpExtension } from './ampHtml.ts';

export const AMP_RUNTIME = 'https://cdn.ampproject.org/v0.js';

/** The one version each extension is loaded at. */
const EXTENSION_VERSION: Readonly<Record<AmpExtension, string>> = { 'amp-iframe': '0.1', 'amp-video': '0.1', 'amp-ad': '0.1' };

export function ampExtensionSrc(name: AmpExtension): string {
  return `https://cdn.ampproject.org/v0/${name}-${EXTENSION_VERSION[name]}.js`;
}

/** Inline CSS must stay under this many bytes (AMP's limit for <style amp-custom>). */
export const AMP_CSS_LIMIT = 75_000;

export const AMP_BOILERPLATE =
  'body{-webkit-animation:-amp-start 8s steps(1,end) 0s 1 normal both;-moz-animation:-amp-start 8s steps(1,end) 0s 1 normal both;-ms-animation:-amp-start 8s steps(1,end) 0s 1 normal both;animation:-amp-start 8s steps(1,end) 0s 1 normal both}@-webkit-keyframes -amp-start{from{visibility:hidden}to{visibility:visible}}@-moz-keyframes -amp-start{from{visibility:hidden}to{visibility:visible}}@-ms-keyframes -amp-start{from{visibility:hidden}to{visibility:visible}}@-o-keyframes -amp-start{from{visibility:hidden}to{visibility:visible}}@keyframes -amp-start{from{visibility:hidden}to{visibility:visible}}';

export const AMP_BOILERPLATE_NOSCRIPT =
  'body{-webkit-animation:none;-moz-animation:none;-ms-animation:none;animation:none}';
