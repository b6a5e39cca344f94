import { describe, expect, it } from 'vitest';
import demoJson from '../../config/demo/brand.json';
import { studioPaths } from '../../schemas/studioApi.ts';
import { fillDraft } from './fillDraft.ts';
import { routePath } from './previewRoutes.ts';
import { checkBeforeUpload, refusalOf } from './uploadAsset.ts';

const demo = demoJson as Record<string, unknown>;

describe('fillDraft', () => {
  it('should fill the defaults as publishing does, point files at the studio and set the base', () => {
    const filled = fillDraft(demo, 'demo', 'dark');
    expect(filled?.polling).toBeDefined();
    expect(filled?.logo?.src).toBe(studioPaths.brandFile('demo', 'assets/logo.svg'));
    expect(filled?.favicon).toBe(studioPaths.brandFile('demo', 'assets/favicon.svg'));
    expect(filled?.theme?.base).toBe('dark');
    // The editor's object is left as it was.
    expect((demo.logo as { src: string }).src).toBe('assets/logo.svg');
    expect('polling' in demo && demo.polling).toEqual((demoJson as { polling?: unknown }).polling);
  });

  it('should keep an https logo and give nothing for a draft that breaks a rule', () => {
    const external = fillDraft(
      { ...demo, logo: { src: 'https://cdn.test/logo.svg' } },
      'demo',
      undefined,
    );
    expect(external?.logo?.src).toBe('https://cdn.test/logo.svg');
    expect(fillDraft({ ...demo, languages: { enabled: [] } }, 'demo', undefined)).toBeUndefined();
  });
});

describe('routePath', () => {
  it("should fill the app route table's patterns", () => {
    expect(routePath('fullEventLine', { eventId: '42' })).toBe('/full-event/line/42');
    expect(routePath('auth', { type: 'login' })).toBe('/auth/login');
    expect(routePath('home', {})).toBe('/');
  });
});

describe('upload checks', () => {
  const file = (name: string, type: string, bytes: number) =>
    new File([new Uint8Array(bytes)], name, { type });

  it('should refuse types and sizes the kind does not take, before sending', () => {
    expect(checkBeforeUpload('logo', file('a.svg', 'image/svg+xml', 10))).toBeUndefined();
    expect(checkBeforeUpload('logo', file('a.gif', 'image/gif', 10))).toBe('type');
    expect(checkBeforeUpload('logo', file('a.ico', 'image/x-icon', 10))).toBe('type');
    expect(checkBeforeUpload('favicon', file('a.ico', '', 10))).toBeUndefined();
    expect(checkBeforeUpload('favicon', file('a.png', 'image/png', 129 * 1024))).toBe('size');
  });

  it("should read the server's refusals by code first", () => {
    expect(refusalOf(415, 398)).toBe('type');
    expect(refusalOf(413, 399)).toBe('size');
    expect(refusalOf(401, 390)).toBe('session');
    expect(refusalOf(403, 391)).toBe('role');
    expect(refusalOf(500, 500)).toBe('failed');
  });
});
