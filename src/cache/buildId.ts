// The build's id (astro.config.mjs defines __BUILD_ID__): every key carries it, so one build never
// answers with another's HTML.
declare const __BUILD_ID__: string;

export const BUILD_ID: string = typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : 'dev';
