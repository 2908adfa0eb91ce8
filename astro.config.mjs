// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import cloudflare from '@astrojs/cloudflare';

export default defineConfig({
  output: 'server',
  adapter: cloudflare({ imageService: 'passthrough' }),
  integrations: [react()],
  // The content API and media routes answer JSON/fetch clients; pages post JSON, never forms.
  security: { checkOrigin: true },
  devToolbar: { enabled: false },
});
