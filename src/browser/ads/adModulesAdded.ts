// The event a script dispatches on document after putting server-rendered ad modules in the page
// (load-more's windows): the wake script (./adWake.ts) watches them as it does the page's own.
export const AD_MODULES_ADDED = 'portal:ad-modules-added';
