import { describe, expect, it } from 'vitest';
import { withTestPlatform } from '../../testing.ts';
import { escapeXml } from '../../html/escape.ts';
import { wrapText } from './bannerSvg.ts';

const platform = withTestPlatform();

async function getData<T>(url: string): Promise<T> {
  const { body } = await platform.get<T>(url);
  expect(body).toMatchObject({ success: true, codeStatus: 0 });
  return body.data;
}

interface Slide {
  id: number;
  url: string;
  url_image: string;
  title: string;
}

interface Ad {
  id: number;
  title: string;
  url: string;
  image: { localPath: string; url: string };
  active: boolean;
}

interface PromoImage {
  id: number;
  name: string;
  title: string;
  localPath: string;
  url: string;
  link: string;
}

describe('GET /api/site/slides', () => {
  it('should list the active slides by priority, each linking to an app route', async () => {
    const slides = await getData<Slide[]>('/api/site/slides?lang=es');
    expect(slides.map((slide) => [slide.id, slide.url])).toEqual([
      [1, '/slots/home'],
      [2, '/line/top-events'],
      [3, '/free-bets'],
      [4, '/promotions'],
      [5, '/casinolive/main'],
    ]);
    expect(slides[0]?.url_image).toMatch(
      /^\/api\/site\/slides\/image\/1\.svg\?lang=es&v=[0-9a-f]{10}$/,
    );
    expect(slides[0]?.title).toBe('Bono de bienvenida del 100 %');
  });

  it.each([
    ['en-US', 'en', '100% welcome bonus'],
    ['pt', 'pt', 'Bónus de boas-vindas de 100%'],
    ['fr-fr', 'es', 'Bono de bienvenida del 100 %'],
    ['', 'es', 'Bono de bienvenida del 100 %'],
  ])('should answer lang=%s in %s', async (lang, answered, title) => {
    const slides = await getData<Slide[]>(`/api/site/slides?lang=${lang}`);
    expect(slides).toHaveLength(5);
    expect(slides[0]?.title).toBe(title);
    expect(slides[0]?.url_image).toContain(`lang=${answered}&`);
  });
});

describe('GET /api/site/slides/image/{id}.svg', () => {
  it('should serve the SVG in the slide language with a year-long cache', async () => {
    const [slide] = await getData<Slide[]>('/api/site/slides?lang=pt');
    const response = await platform.get(slide?.url_image ?? '');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.text).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="720" height="300"/,
    );
    expect(response.text).toContain('<linearGradient');
    expect(response.text).toContain('Bónus de boas-vindas de 100%');
    expect(response.text).toContain('Jogar agora');
    expect(response.text).not.toMatch(/<script|href=/);
  });

  it('should escape every text it draws', async () => {
    platform.context.database
      .prepare(
        `INSERT INTO site_banners (kind, id, lang, slug, priority, url, title, subtitle, cta,
           palette, motif, active)
         VALUES ('slide', 90, 'en', 'hostile', 90, '/slots/home', ?, ?, ?, 'no-such', 'none', 0)`,
      )
      .run('<script>alert(1)</script>', 'Tom & "Jerry"', "Don't <b>");
    const response = await platform.get('/api/site/slides/image/90.svg?lang=en');
    expect(response.statusCode).toBe(200);
    expect(response.text).not.toContain('<script>');
    expect(response.text).not.toContain('<b>');
    expect(response.text).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(response.text).toContain('Tom &amp; &quot;Jerry&quot;');
    expect(response.text).toContain('Don&apos;t &lt;b&gt;');
    // An inactive slide is never listed, though its image still answers.
    const slides = await getData<Slide[]>('/api/site/slides?lang=en');
    expect(slides.map((slide) => slide.id)).not.toContain(90);
  });

  it('should fall back to the Spanish artwork for an unknown language', async () => {
    const response = await platform.get('/api/site/slides/image/3.svg?lang=he');
    expect(response.text).toContain('Apuestas gratis cada miércoles');
  });

  it('should answer an unknown slide with 404 and a bad name with 400', async () => {
    const missing = await platform.get('/api/site/slides/image/77.svg');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toMatchObject({ success: false, codeStatus: 404 });
    const bad = await platform.get('/api/site/slides/image/..%2Fx.svg');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toMatchObject({ success: false, codeStatus: 400 });
  });
});

describe('GET /api/site/ads', () => {
  it('should list only active ads by priority with an image record', async () => {
    const ads = await getData<Ad[]>('/api/site/ads?lang=en');
    expect(ads).toHaveLength(3);
    expect(ads.map((ad) => ad.id)).toEqual([1, 2, 3]);
    const { image: adImage, ...ad } = ads[1] ?? ({} as Ad);
    expect(ad).toEqual({ id: 2, title: 'Get our app', url: '/download-app', active: true });
    expect(adImage.localPath).toBe('ads/download-app.en.svg');
    expect(adImage.url).toMatch(/^\/api\/site\/ads\/image\/2\.svg\?lang=en&v=[0-9a-f]{10}$/);
    const image = await platform.get(adImage.url);
    expect(image.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(image.text).toContain('width="640" height="200"');
    expect(image.text).toContain('Get our app');
  });

  it('should default to Spanish without a language', async () => {
    const ads = await getData<Ad[]>('/api/site/ads');
    expect(ads[0]?.title).toBe('5 % de cashback en apuestas');
  });
});

describe('GET /api/site/imo_image', () => {
  it('should list the active promo images of the information modals', async () => {
    const images = await getData<PromoImage[]>('/api/site/imo_image?lang=pt-PT');
    expect(images.map((image) => image.name)).toEqual([
      'cashier',
      'replenishment',
      'goldenRace',
      'webmoney',
      'impostor',
    ]);
    const { url: imageUrl, ...impostor } = images[4] ?? ({} as PromoImage);
    expect(impostor).toEqual({
      id: 5,
      name: 'impostor',
      title: 'Cuidado com impostores',
      localPath: 'imo/impostor.pt.svg',
      link: '/contacts',
    });
    expect(imageUrl).toMatch(/^\/api\/site\/imo_image\/image\/5\.svg\?lang=pt&v=[0-9a-f]{10}$/);
    const image = await platform.get(imageUrl);
    expect(image.statusCode).toBe(200);
    expect(image.text).toContain('Cuidado com impostores');
  });

  it('should change an image URL when its artwork changes', async () => {
    const before = (await getData<PromoImage[]>('/api/site/imo_image?lang=en'))[0]?.url;
    platform.context.database
      .prepare("UPDATE site_banners SET title = 'Cash desks' WHERE kind = 'imo' AND id = 1")
      .run();
    const after = (await getData<PromoImage[]>('/api/site/imo_image?lang=en'))[0]?.url;
    expect(after).not.toBe(before);
  });
});

describe('banner text helpers', () => {
  it('should escape the five XML characters', () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;',
    );
  });

  it('should wrap by words, cut long words and end cut text with an ellipsis', () => {
    expect(wrapText('Free bets every Wednesday', 12, 3)).toEqual([
      'Free bets',
      'every',
      'Wednesday',
    ]);
    expect(wrapText('Supercalifragilistic', 8, 3)).toEqual(['Supercal', 'ifragili', 'stic']);
    expect(wrapText('one two three four five six', 8, 2)).toEqual(['one two', 'three…']);
    expect(wrapText('anything', 8, 0)).toEqual([]);
  });
});
