// Loads the tracker (./tracker.ts) after the first paint: once the page has loaded, in idle time
// (within a second), or at once where there are no idle callbacks (setTimeout then reads the
// options as a delay of 0). Until it runs, uncaught errors and rejections wait in the shared queue
// (window.portalTrack, which src/browser/tracking.ts also fills). Every byte here is before
// interaction: keep it this small.
const queue: unknown[] = ((window as { portalTrack?: unknown[] }).portalTrack ??= []);
const keep = (event: Event) => queue.push({ type: 'uncaught', event });
addEventListener('error', keep);
addEventListener('unhandledrejection', keep);
addEventListener('load', () => (window.requestIdleCallback || setTimeout)(() => import('./tracker.ts'), { timeout: 1000 }));

export {}; // a module: its names stay its own
