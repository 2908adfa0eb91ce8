// Loads a third-party ad SDK's script once per address. Only addresses from the deployment's ad SDK
// configuration reach here (data-ad-sdk, from src/domain/ads/sdkConfig.ts), and the content security
// policy lets scripts come from exactly their hosts (src/middleware/securityHeaders.ts).
const loading = new Map<string, Promise<void>>();

export function loadScript(src: string): Promise<void> {
  let done = loading.get(src);
  if (!done) {
    done = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => reject(new Error(`ad SDK failed to load: ${src}`));
      document.head.appendChild(script);
    });
    loading.set(src, done);
  }
  return done;
}
