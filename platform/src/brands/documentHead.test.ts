import { describe, expect, it } from 'vitest';
import { readBrandFile } from '../brandFile.ts';
import type { Brand } from '../../../schemas/generated/brand.ts';
import { brandDocument } from './brandDocument.ts';
import { brandIndexHtml } from './documentHead.ts';

const builtIndex = `<!doctype html>
<html lang="es">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="theme-color" content="#0b5cad" />
    <meta name="description" content="Sports betting and casino" />
    <title>Sportsbook</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

const shipped = (id: string) => JSON.parse(readBrandFile(id)) as Brand;

describe('brandIndexHtml', () => {
  it("should put the brand's title, language, description and theme colour in the page", () => {
    const html = brandIndexHtml(builtIndex, brandDocument(shipped('nightbet')));
    expect(html).toContain('<html lang="en-US">');
    expect(html).toContain('<title>NightBet</title>');
    expect(html).toContain('<meta name="theme-color" content="#b794f6" />');
    expect(html).toContain(
      '<meta name="description" content="NightBet — sports and casino after dark. Gamble responsibly. 21+." />',
    );
    expect(html).toContain(
      '<link rel="icon" href="/brand-assets/assets/favicon.svg" type="image/svg+xml" />',
    );
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(html).toContain(
      '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
    );
  });

  it('should replace the generic values, never add a second one', () => {
    const html = brandIndexHtml(builtIndex, brandDocument(shipped('costa')));
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="theme-color"/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).not.toContain('Sportsbook');
    expect(html).not.toContain('#0b5cad');
    expect(html).toContain('<html lang="pt-PT">');
  });

  it('should carry Open Graph tags for link previews', () => {
    const html = brandIndexHtml(builtIndex, brandDocument(shipped('demo')));
    expect(html).toContain('<meta property="og:type" content="website" />');
    expect(html).toContain('<meta property="og:title" content="Demo Bet" />');
    expect(html).toContain('<meta property="og:image" content="/brand-assets/assets/logo.svg" />');
    expect(html).toContain('<meta property="og:locale" content="es_ES" />');
    expect(html).toMatch(/<meta property="og:description" content="Demo Bet es una marca/);
  });

  it("should escape the brand's texts and keep replacement patterns literal", () => {
    const brand = { ...shipped('demo'), name: 'A "B" <C>', description: { 'es-es': "$& $' 5 €" } };
    const html = brandIndexHtml(builtIndex, brandDocument(brand));
    expect(html).toContain('<title>A &quot;B&quot; &lt;C&gt;</title>');
    expect(html).toContain('content="$&amp; $&#39; 5 €"');
  });

  it('should leave out what the brand does not have', () => {
    const brand: Brand = { ...shipped('demo') };
    delete brand.logo;
    delete brand.description;
    const html = brandIndexHtml(builtIndex, brandDocument(brand));
    expect(html).not.toContain('og:image');
    expect(html).not.toContain('name="description"');
  });
});
