import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  studioAssetKinds,
  studioPaths,
  type StudioAssetUpload,
} from '../../../../schemas/studioApi.ts';
import { brandsRoot } from '../../brandFile.ts';
import { dataOf, withSessions, withTestPlatform } from '../../testing.ts';
import { sniffImageType, svgDangers } from './assets.ts';
import { studioCodes } from './codes.ts';
import { addOperator, demoOperator, studioCookie } from './operators.ts';

/** A copy of the repository's brands: uploads write into the brand folders. */
const configDir = mkdtempSync(join(tmpdir(), 'studio-assets-'));
cpSync(brandsRoot, configDir, {
  recursive: true,
  filter: (path) => !path.endsWith('published.json'),
});
const platform = withTestPlatform({ configDir });
const players = withSessions(platform, 'player');

const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000dIHDR', 'latin1'),
  Buffer.alloc(64, 1),
]);
const webp = Buffer.concat([
  Buffer.from('RIFF\x20\x00\x00\x00WEBPVP8 ', 'latin1'),
  Buffer.alloc(32),
]);
const ico = Buffer.concat([Buffer.from([0, 0, 1, 0, 1, 0]), Buffer.alloc(40, 2)]);
const svg = (inside = '<circle cx="5" cy="5" r="4" fill="url(#g)"/>') =>
  Buffer.from(
    `<?xml version="1.0"?>\n<!-- logo -->\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">${inside}</svg>`,
  );

async function signIn(email: string) {
  const response = await platform.post(studioPaths.login, { email, password: 'demo1234' });
  const cookie = response.cookies.find((candidate) => candidate.name === studioCookie);
  if (!cookie) throw new Error(`sign-in of ${email} failed`);
  return `${studioCookie}=${cookie.value}`;
}

const upload = (body: Buffer, cookie: string, kind = 'logo', type = 'image/png', id = 'demo') =>
  platform.post(`${studioPaths.assets(id)}?kind=${kind}`, body, cookie, { 'content-type': type });

let operator = '';
let publisherOnly = '';
beforeAll(async () => {
  await addOperator(platform.context, 'publisher@demo.test', 'demo1234', ['publisher']);
  operator = await signIn(demoOperator.email);
  publisherOnly = await signIn('publisher@demo.test');
});

describe('studio uploads', () => {
  it('should store an allowed image under a content-hashed name and answer its path', async () => {
    const response = await upload(png, operator, 'logo', 'application/octet-stream');
    expect(response.statusCode).toBe(201);
    const answer = dataOf<StudioAssetUpload>(response);
    expect(answer).toEqual({
      path: expect.stringMatching(/^assets\/logo-[0-9a-f]{16}\.png$/) as unknown,
      type: 'image/png',
      bytes: png.length,
    });
    expect(readFileSync(join(configDir, 'demo', answer.path))).toEqual(png);
    // The same bytes again: the same file, not a second one.
    const again = dataOf<StudioAssetUpload>(await upload(png, operator));
    expect(again.path).toBe(answer.path);
    // The operator's session reads it back (the preview frames show it).
    const read = await platform.get(studioPaths.brandFile('demo', answer.path), operator);
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('image/png');
    expect(read.bytes).toEqual(png);
  });

  it('should take SVG, WebP and ICO by their bytes, whatever the Content-Type says', async () => {
    const svgAnswer = dataOf<StudioAssetUpload>(await upload(svg(), operator, 'logo', 'image/png'));
    expect(svgAnswer).toMatchObject({
      type: 'image/svg+xml',
      path: expect.stringMatching(/\.svg$/) as unknown,
    });
    const webpAnswer = dataOf<StudioAssetUpload>(
      await upload(webp, operator, 'favicon', 'image/svg+xml'),
    );
    expect(webpAnswer.path).toMatch(/^assets\/favicon-[0-9a-f]{16}\.webp$/);
    const icoAnswer = dataOf<StudioAssetUpload>(await upload(ico, operator, 'favicon'));
    expect(icoAnswer.type).toBe('image/x-icon');
  });

  it('should refuse a file that is not an allowed image, whatever its Content-Type', async () => {
    const refusals = [
      [Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'), 'logo', 'image/gif'],
      [Buffer.from('<html><body>hi</body></html>'), 'logo', 'image/svg+xml'],
      [Buffer.from('\xff\xd8\xff\xe0 JFIF', 'latin1'), 'logo', 'image/png'],
      // An icon is a favicon, not a logo.
      [ico, 'logo', 'image/x-icon'],
    ] as const;
    for (const [body, kind, type] of refusals) {
      const response = await upload(body, operator, kind, type);
      expect(response.statusCode, type).toBe(415);
      expect(response.body).toMatchObject({ success: false, codeStatus: studioCodes.refusedFile });
    }
    const empty = await upload(Buffer.alloc(0), operator);
    expect(empty.statusCode).toBe(415);
  });

  it('should refuse an SVG that could run a script or fetch something', async () => {
    const dangerous = [
      '<script>alert(1)</script>',
      '<foreignObject><div>x</div></foreignObject>',
      '<rect width="1" height="1" onload="alert(1)"/>',
      '<image href="https://evil.test/x.png"/>',
      '<use xlink:href="other.svg#a"/>',
      '<rect style="fill: url(https://evil.test/a)"/>',
    ];
    for (const inside of dangerous) {
      const response = await upload(svg(inside), operator, 'logo', 'image/svg+xml');
      expect(response.statusCode, inside).toBe(415);
      expect(response.body.codeStatus).toBe(studioCodes.refusedFile);
    }
    const entity = Buffer.from(
      '<!DOCTYPE svg [<!ENTITY a "b">]><svg xmlns="http://www.w3.org/2000/svg">&a;</svg>',
    );
    expect((await upload(entity, operator, 'logo', 'image/svg+xml')).statusCode).toBe(415);
    // References inside the file are fine.
    expect(svgDangers(svg('<use href="#a"/>').toString())).toEqual([]);
  });

  it("should refuse a file over its kind's limit, and one over every limit before reading it", async () => {
    const favicon = Buffer.concat([ico, Buffer.alloc(studioAssetKinds.favicon.maxBytes)]);
    const overFavicon = await upload(favicon, operator, 'favicon', 'image/x-icon');
    expect(overFavicon.statusCode).toBe(413);
    expect(overFavicon.body.codeStatus).toBe(studioCodes.fileTooBig);
    // The same bytes are a fine logo size-wise (refused only as an icon is no logo).
    expect((await upload(favicon, operator, 'logo', 'image/x-icon')).body.codeStatus).toBe(
      studioCodes.refusedFile,
    );
    const huge = Buffer.concat([png, Buffer.alloc(studioAssetKinds.logo.maxBytes)]);
    const overAll = await upload(huge, operator, 'logo', 'image/png');
    expect(overAll.statusCode).toBe(413);
    expect(overAll.body.codeStatus).toBe(studioCodes.fileTooBig);
  });

  it('should let only an editor upload: no session, a player or a publisher without the role', async () => {
    const none = await upload(png, '');
    expect(none.statusCode).toBe(401);
    expect(none.body.codeStatus).toBe(studioCodes.notSignedIn);
    const player = await upload(png, players.player);
    expect(player.statusCode).toBe(401);
    const publisher = await upload(png, publisherOnly);
    expect(publisher.statusCode).toBe(403);
    expect(publisher.body.codeStatus).toBe(studioCodes.roleRefused);
    // Reading files needs a session too.
    expect(
      (await platform.get(studioPaths.brandFile('demo', 'assets/logo.svg'), '')).statusCode,
    ).toBe(401);
  });

  it('should refuse an unknown kind, an unknown brand and brand ids that climb out', async () => {
    expect((await upload(png, operator, 'wallpaper')).statusCode).toBe(400);
    const unknown = await upload(png, operator, 'logo', 'image/png', 'no-such-brand');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body.codeStatus).toBe(studioCodes.unknownBrand);
    for (const id of ['..', '..%2F..%2Ftmp', '%2E%2E', 'Demo', '.demo']) {
      const response = await upload(png, operator, 'logo', 'image/png', id);
      expect([400, 404], id).toContain(response.statusCode);
    }
    expect(readdirSync(configDir).sort()).toEqual(readdirSync(brandsRoot).sort());
  });

  it('should serve only image files inside the brand folder', async () => {
    const logo = await platform.get(studioPaths.brandFile('demo', 'assets/logo.svg'), operator);
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(logo.headers['content-security-policy']).toContain('sandbox');
    for (const path of [
      'brand.json',
      '../nightbet/assets/logo.svg',
      '..%2Fnightbet%2Fassets%2Flogo.svg',
      'assets/none.png',
    ]) {
      const response = await platform.get(studioPaths.brandFile('demo', path), operator);
      expect(response.statusCode, path).toBe(404);
    }
  });

  it('should point the preview brand at the studio for the brand folder files', async () => {
    const preview = await platform.get(studioPaths.preview('demo'), operator);
    const brand = JSON.parse(preview.text) as { logo: { src: string }; favicon: string };
    expect(brand.logo.src).toBe(studioPaths.brandFile('demo', 'assets/logo.svg'));
    expect(brand.favicon).toBe(studioPaths.brandFile('demo', 'assets/favicon.svg'));
    // Players' brand is as it was.
    const published = JSON.parse((await platform.get('/brand.json')).text) as {
      logo: { src: string };
    };
    expect(published.logo.src).toBe('assets/logo.svg');
  });
});

describe('image sniffing', () => {
  it('should tell the types by their first bytes', () => {
    expect(sniffImageType(png)).toBe('image/png');
    expect(sniffImageType(webp)).toBe('image/webp');
    expect(sniffImageType(ico)).toBe('image/x-icon');
    expect(sniffImageType(svg())).toBe('image/svg+xml');
    expect(sniffImageType(Buffer.from('  <svg>'))).toBe('image/svg+xml');
    expect(sniffImageType(Buffer.from([0, 0, 1, 0, 0, 0]))).toBeUndefined();
    expect(sniffImageType(Buffer.from('<svgx>'))).toBeUndefined();
    expect(existsSync(configDir)).toBe(true);
  });
});
