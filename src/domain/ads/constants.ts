// The ad layer's constants (shell-spec §5, §9).

/** How long a render-on-condition slot waits for its line items before it hides. */
export const CONDITION_TIMEOUT_MS = 3000;
/** How long a third-party SDK has to initialise. */
export const THIRD_PARTY_INIT_MS = 3000;
/** A LAD slot not rendered within this time is destroyed. */
export const LAD_RENDER_MS = 5000;
/** How long a third-party creative has to answer the handshake. */
export const HANDSHAKE_MS = 3000;
/** An impression counts when at least this share of the element … */
export const IMPRESSION_VISIBLE_RATIO = 0.5;
/** … stays visible this long, without a break. */
export const IMPRESSION_VISIBLE_MS = 1000;
/** Viewed line items kept (newest first, in local storage). */
export const LINE_ITEM_HISTORY_MAX = 100;
/** Tries at drawing an entity id that is not taken yet. */
export const ENTITY_ID_RETRIES = 10;
