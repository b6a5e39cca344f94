import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTestPlatform } from '../../testing.ts';
import { contentAppForBrand } from './brandTestApp.ts';

interface Contacts {
  hours: string;
  links: Array<{ type: string; url: string; label: string }>;
}

const platform = withTestPlatform();
/** The costa brand: its own contacts and no Android app. */
let costa: Awaited<ReturnType<typeof contentAppForBrand>>;

beforeAll(async () => {
  costa = await contentAppForBrand('costa');
});

afterAll(async () => {
  await costa.close();
});

describe('GET /api/site/contacts', () => {
  it("should answer the brand's support contacts, hours and links in the language", async () => {
    const response = await platform.get('/api/site/contacts?lang=en-US');
    expect(response.body).toEqual({
      success: true,
      errorMessage: null,
      codeStatus: 0,
      data: {
        email: 'support@demo-bet.example.com',
        phone: '+56 2 2345 6789',
        hours: 'Every day, 24 hours',
        chatUrl: 'https://chat.example.com/demo-bet',
        links: [
          { type: 'chat', url: 'https://chat.example.com/demo-bet', label: 'Live chat' },
          { type: 'telegram', url: 'https://t.me/demobet_support', label: 'Telegram' },
          { type: 'whatsapp', url: 'https://wa.me/56223456789', label: 'WhatsApp' },
          { type: 'instagram', url: 'https://www.instagram.com/demobet', label: 'Instagram' },
        ],
      },
    });
  });

  it('should fall back to Spanish for a missing or unknown language', async () => {
    for (const url of ['/api/site/contacts', '/api/site/contacts?lang=he-he']) {
      const { data } = (await platform.get<Contacts>(url)).body;
      expect(data?.hours).toBe('Todos los días, las 24 horas');
      expect(data?.links[0]?.label).toBe('Chat en vivo');
    }
  });

  it("should answer another brand's own contacts", async () => {
    const response = await costa.get<Contacts>('/api/site/contacts?lang=pt');
    expect(response.body.data).toMatchObject({
      email: 'apoio@costa.example.com',
      phone: '+351 21 000 0000',
      hours: 'Todos os dias, das 9h00 às 23h00 (hora de Lisboa)',
      links: [{ type: 'chat', label: 'Chat ao vivo' }, { type: 'whatsapp' }, { type: 'facebook' }],
    });
  });
});

describe('app download and updates', () => {
  it('should point to the APK the platform serves', async () => {
    const response = await platform.get('/api/site/download-url');
    expect(response.body).toMatchObject({
      success: true,
      data: { downloadUrl: '/demo/app/brand.apk' },
    });
    const apk = await platform.get('/demo/app/brand.apk');
    expect(apk.statusCode).toBe(200);
    expect(apk.headers['content-type']).toBe('application/vnd.android.package-archive');
    expect(apk.headers['content-disposition']).toBe('attachment; filename="demo.apk"');
    // A ZIP archive: local header first, end-of-central-directory record last.
    expect(apk.bytes.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    expect(apk.bytes.subarray(-22, -18)).toEqual(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
    expect(apk.bytes.toString('latin1')).toContain('Demo Bet for Android 2.4.0');
  });

  it('should answer the latest release to the Android updater', async () => {
    const response = await platform.post('/api/site/get_updates', {
      project: 'Android',
      lang: 'pt-PT',
    });
    expect(response.body).toEqual({
      success: true,
      errorMessage: null,
      codeStatus: 0,
      data: {
        project: 'android',
        version: '2.4.0',
        url: '/demo/app/brand.apk',
        notes: 'Cash-out mais rápido, novo filtro de eventos ao vivo e correções de estabilidade.',
        releasedAt: '2026-11-02',
      },
    });
  });

  it('should answer an unknown project with 404 and a malformed body with 400', async () => {
    const unknown = await platform.post('/api/site/get_updates', { project: 'ios' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toMatchObject({ success: false, data: null, codeStatus: 404 });
    for (const payload of [{}, { project: '' }, { project: 'x'.repeat(65) }]) {
      const bad = await platform.post('/api/site/get_updates', payload);
      expect(bad.statusCode).toBe(400);
      expect(bad.body).toMatchObject({ success: false, codeStatus: 400 });
    }
  });

  it('should answer an empty URL, no file and no update for a brand without an app', async () => {
    const url = await costa.get('/api/site/download-url');
    expect(url.body).toMatchObject({ success: true, data: { downloadUrl: '' } });
    const apk = await costa.get('/demo/app/brand.apk');
    expect(apk.statusCode).toBe(404);
    const updates = await costa.post('/api/site/get_updates', { project: 'android' });
    expect(updates.body).toMatchObject({ success: false, codeStatus: 404 });
  });
});

describe('POST /api/bs3/remote/SetLanguage', () => {
  const setLanguage = (languageId: unknown, cookie?: string) =>
    platform.post('/api/bs3/remote/SetLanguage', { languageId }, cookie);
  const storedLanguage = () =>
    (
      platform.context.database.prepare('SELECT lang FROM users WHERE id = 1').get() as {
        lang: string;
      }
    ).lang;

  it('should accept a guest without storing anything', async () => {
    const response = await setLanguage(1);
    expect(response.body).toEqual({
      success: true,
      errorMessage: null,
      codeStatus: 0,
      data: { languageId: 1, lang: 'en-US', stored: false },
    });
    expect(storedLanguage()).toBe('es-es');
  });

  it.each([
    [8, 'pt-PT', 8],
    ['1', 'en-US', 1],
    ['pt', 'pt-PT', 8],
    ['EN-us', 'en-US', 1],
    [9, 'es-es', 9],
  ])("should store %j as the player's language %s", async (languageId, lang, id) => {
    const cookie = await platform.signIn();
    const response = await setLanguage(languageId, cookie);
    expect(response.body).toMatchObject({
      success: true,
      data: { languageId: id, lang, stored: true },
    });
    expect(storedLanguage()).toBe(lang);
    const settings = await platform.get<{ lang: string }>('/api/site/settings', cookie);
    expect(settings.body.data.lang).toBe(lang);
  });

  it.each([[42], ['xx'], [true], [''], [null]])(
    'should refuse the unknown language id %j with 400',
    async (languageId) => {
      const response = await setLanguage(languageId, await platform.signIn());
      expect(response.statusCode).toBe(400);
      expect(response.body).toMatchObject({ success: false, data: null, codeStatus: 400 });
      expect(storedLanguage()).toBe('es-es');
    },
  );

  it('should refuse a body without languageId with 400', async () => {
    const response = await platform.post('/api/bs3/remote/SetLanguage', {});
    expect(response.statusCode).toBe(400);
  });
});
