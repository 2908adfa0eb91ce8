// Loads the tracker (./tracker.ts) after the first paint: once the page has loaded, in idle time
// (within a second), or at once where there are no idle callbacks (setTimeout then reads the
// options as a delay of 0). Until it runs, uncaught errors and rejections wait as they are in the
// shared queue (window.portalTrack, which src/browser/tracking.ts also fills). Every byte here is
// before interaction (part of the layout's script): keep it this small.
const queue = (window.portalTrack ??= []);
const keep = (event: Event) => queue.push(event);
addEventListener('error', keep);
addEventListener('unhandledrejection', keep);
addEventListener('load', () => (window.requestIdleCallback || setTimeout)(() => import('./tracker.ts'), { timeout: 1000 }));

export {}; // a module: its names stay its own
