// The message of embed auto-resizing: embed pages post it to their parent (src/browser/embedResize.ts,
// inlined by the empty layout) and /embed.js on publishers' pages reads it (src/browser/embedHost.ts).

/** `type` of the portal's resize message: `{ type, height, id }`. */
export const EMBED_SIZE_MESSAGE = 'portal:embed-size' as const;

/**
 * `type` of the message /embed.js posts to each portal frame when it starts: the frame posts its
 * size again. /embed.js loads `async`, so a frame can load and report before it listens.
 */
export const EMBED_SIZE_REQUEST = 'portal:embed-size-request' as const;

/** Tallest a publisher's frame is made, in CSS pixels, whatever a message says. */
export const EMBED_MAX_HEIGHT = 20000 as const;
