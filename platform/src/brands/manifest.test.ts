import { describe, expect, it } from 'vitest';
import { readBrandFile } from '../brandFile.ts';
import type { Brand } from '../../../schemas/generated/brand.ts';
import { brandDocument } from './brandDocument.ts';
import { manifestProblems, webManifest } from './manifest.ts';

const shipped = (id: string) => JSON.parse(readBrandFile(id)) as Brand;

describe('webManifest', () => {
  it.each(['demo', 'nightbet', 'costa'])('should make a valid manifest for %s', (id) => {
    const manifest = webManifest(brandDocument(shipped(id)));
    expect(manifestProblems(manifest)).toEqual([]);
    expect(manifest).toMatchObject({ start_url: '/', scope: '/', display: 'standalone' });
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
  });

  it("should carry the brand's name, language and colours, and its SVG favicon at any size", () => {
    expect(webManifest(brandDocument(shipped('costa')))).toEqual({
      name: 'Costa Jogos',
      short_name: 'Costa Jogos',
      description: 'Costa Jogos — casino e apostas desportivas. Jogue com responsabilidade. +18.',
      lang: 'pt-PT',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#0f766e',
      background_color: '#f6f3ee',
      icons: [{ src: '/brand-assets/assets/favicon.svg', sizes: 'any', type: 'image/svg+xml' }],
    });
  });

  it('should list rendered PNG icons first, and the logo only without a favicon', () => {
    const brand: Brand = { ...shipped('demo'), name: 'Demo Betting House' };
    delete brand.favicon;
    const png = { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' };
    const manifest = webManifest(brandDocument(brand), { extraIcons: [png] });
    expect(manifest.icons).toEqual([
      png,
      { src: '/brand-assets/assets/logo.svg', sizes: 'any', type: 'image/svg+xml' },
    ]);
    expect(manifest.short_name).toBe('Demo Betting');
  });

  it('should leave out a raster icon whose size is unknown rather than guess it', () => {
    const brand: Brand = { ...shipped('demo'), favicon: 'assets/icon.png' };
    delete brand.logo;
    expect(webManifest(brandDocument(brand)).icons).toEqual([]);
    expect(webManifest(brandDocument(brand), { rasterSize: () => '256x256' }).icons).toEqual([
      { src: '/brand-assets/assets/icon.png', sizes: '256x256', type: 'image/png' },
    ]);
  });
});

describe('manifestProblems', () => {
  it('should name every missing field an install needs', () => {
    expect(
      manifestProblems({ display: 'browser', theme_color: 'blue', icons: [{ src: '/a.png' }] }),
    ).toEqual([
      'name is missing',
      'short_name is missing',
      'start_url is missing',
      'display is not standalone',
      'theme_color is not a colour',
      'background_color is not a colour',
      'icons[0].type is missing',
      'icons[0].sizes is not "any" or WxH',
    ]);
    expect(manifestProblems({})).toContain('icons is empty');
  });
});
