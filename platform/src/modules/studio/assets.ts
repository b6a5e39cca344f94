import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, relative, resolve, sep } from 'node:path';
import {
  studioAssetKinds,
  studioImageTypes,
  type StudioAssetKind,
  type StudioAssetUpload,
  type StudioImageType,
} from '../../../../schemas/studioApi.ts';

/** The folder of a brand's uploads, inside its brand folder. */
export const uploadFolder = 'assets';

const startsWith = (bytes: Buffer, signature: readonly number[], at = 0) =>
  signature.every((byte, index) => bytes[at + index] === byte);

/**
 * The image type the bytes are, by their signature (a name or a Content-Type says nothing):
 * PNG's eight bytes, WebP's RIFF…WEBP, an icon directory's header with at least one image, or
 * text that is an SVG document.
 */
export function sniffImageType(bytes: Buffer): StudioImageType | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') {
    return 'image/webp';
  }
  if (bytes.length >= 6 && startsWith(bytes, [0, 0, 1, 0]) && bytes.readUInt16LE(4) > 0) {
    return 'image/x-icon';
  }
  return isSvgText(bytes) ? 'image/svg+xml' : undefined;
}

/** UTF-8 text whose first element (after a declaration, comments, blanks) is `<svg`. */
function isSvgText(bytes: Buffer): boolean {
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  if (text.includes('\uFFFD')) return false;
  const start = text
    .replace(/^\uFEFF/, '')
    .replace(/^\s*<\?xml[^>]*\?>/, '')
    .replace(/^(?:\s*<!--[\s\S]*?-->)*/, '')
    .trimStart();
  return /^<svg[\s>]/.test(start);
}

/**
 * What makes an SVG more than a picture: a script, an HTML island, an event handler, anything
 * fetched from elsewhere (an href or a CSS url() that is not `#…` inside the file), a DTD (entity
 * expansion). Such a file is refused, not cleaned: a logo needs none of it, and a sanitiser that
 * misses one trick would put a script on the studio's origin.
 */
export function svgDangers(text: string): string[] {
  const found: string[] = [];
  if (/<\s*script\b/i.test(text)) found.push('a script');
  if (/<\s*foreignObject\b/i.test(text)) found.push('a foreignObject');
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) found.push('a DTD');
  if (/\son[a-z]+\s*=/i.test(text)) found.push('an event handler');
  const hrefs = [...text.matchAll(/\b(?:xlink:)?href\s*=\s*(["'])([\s\S]*?)\1/gi)];
  if (hrefs.some((match) => !(match[2] ?? '').trim().startsWith('#'))) {
    found.push('an external reference');
  }
  const urls = [...text.matchAll(/url\(\s*(["']?)([^)"']*)\1\s*\)/gi)];
  if (urls.some((match) => !(match[2] ?? '').trim().startsWith('#')) || /@import/i.test(text)) {
    found.push('an external style reference');
  }
  return found;
}

export type UploadOutcome =
  | { ok: true; upload: StudioAssetUpload }
  | { ok: false; reason: 'too-big'; maxBytes: number }
  | { ok: false; reason: 'refused'; detail: string };

/**
 * Checks an uploaded file for its kind and stores it in the brand folder under a name made of its
 * kind and content hash (`assets/logo-<hash>.svg`): never the operator's file name, so no path or
 * odd character reaches the disk, and the same file uploaded twice is one file.
 */
export function storeUpload(
  brandFolder: string,
  kind: StudioAssetKind,
  bytes: Buffer,
): UploadOutcome {
  const rules = studioAssetKinds[kind];
  if (bytes.length > rules.maxBytes)
    return { ok: false, reason: 'too-big', maxBytes: rules.maxBytes };
  const type = sniffImageType(bytes);
  const allowed: readonly StudioImageType[] = rules.types;
  if (!type || !allowed.includes(type)) {
    return {
      ok: false,
      reason: 'refused',
      detail: `not one of ${allowed.map((candidate) => studioImageTypes[candidate]).join(', ')}`,
    };
  }
  if (type === 'image/svg+xml') {
    const dangers = svgDangers(bytes.toString('utf8'));
    if (dangers.length > 0) {
      return { ok: false, reason: 'refused', detail: `the SVG holds ${dangers.join(', ')}` };
    }
  }
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 16);
  const path = `${uploadFolder}/${kind}-${hash}.${studioImageTypes[type]}`;
  const file = join(brandFolder, path);
  if (!existsSync(file)) {
    mkdirSync(join(brandFolder, uploadFolder), { recursive: true });
    // Written aside and renamed: a reader never sees half a file.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, bytes);
    renameSync(partial, file);
  }
  return { ok: true, upload: { path, type, bytes: bytes.length } };
}

/** Media types of the brand folder's images, by extension: the only files the studio serves. */
const servedTypes: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
};

/**
 * An image file of the brand folder for the studio (`path` as the brand names it), or undefined:
 * a path out of the folder, a hidden file, another kind of file (the brand's JSON) or none.
 */
export function readBrandImage(
  brandFolder: string,
  path: string,
): { type: string; body: Buffer } | undefined {
  const type = servedTypes[extname(path).toLowerCase()];
  if (!type || path.split('/').some((part) => part.startsWith('.'))) return undefined;
  const root = resolve(brandFolder);
  const file = resolve(root, path);
  const inside = relative(root, file);
  if (inside.startsWith('..') || inside.startsWith(sep) || inside === '') return undefined;
  try {
    if (!statSync(file).isFile()) return undefined;
    return { type, body: readFileSync(file) };
  } catch {
    return undefined;
  }
}
