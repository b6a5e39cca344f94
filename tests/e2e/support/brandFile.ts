import type { Page } from '@playwright/test';
import { inlinedBrandId } from '../../../schemas/inlinedBrand.ts';

/**
 * Serves the page's documents without the brand they carry, so the app fetches `/brand.json` at
 * boot as a page cached before the brand was inlined does: for journeys that answer that request
 * themselves (a broken proxy, an edited brand).
 */
export async function withoutInlinedBrand(page: Page): Promise<void> {
  const block = new RegExp(`<script type="application/json" id="${inlinedBrandId}">[^<]*</script>`);
  await page.route(
    (url) => !url.pathname.startsWith('/api/') && !url.pathname.includes('.'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const html = await response.text();
      // The text is decoded: the page goes out uncompressed, without its encoding's headers.
      const headers = Object.fromEntries(
        Object.entries(response.headers()).filter(
          ([name]) => name !== 'content-encoding' && name !== 'content-length',
        ),
      );
      return route.fulfill({ status: response.status(), headers, body: html.replace(block, '') });
    },
  );
}
