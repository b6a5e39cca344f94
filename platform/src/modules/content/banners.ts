import { createHash } from 'node:crypto';
import type { PlatformDatabase } from '../../db/database.ts';
import { bannerSizes, palettes, renderBannerSvg, type PaletteName } from './bannerSvg.ts';
import type { BannerKind } from './bannerTypes.ts';
import { fallbackLanguage, type ContentLanguage } from './languages.ts';
import { motifNames, type MotifName } from './svgMotifs.ts';

/** A row of site_banners (db/schema/60-content.sql). */
export interface BannerRow {
  kind: BannerKind;
  id: number;
  lang: ContentLanguage;
  slug: string;
  priority: number;
  url: string;
  title: string;
  subtitle: string;
  cta: string;
  palette: string;
  motif: string;
  active: number;
}

/** Where each kind's images are served and what folder its localPath names. */
export const bannerPaths: Record<BannerKind, { list: string; folder: string }> = {
  slide: { list: '/api/site/slides', folder: 'slides' },
  ad: { list: '/api/site/ads', folder: 'ads' },
  imo: { list: '/api/site/imo_image', folder: 'imo' },
};

const isPalette = (value: string): value is PaletteName => value in palettes;
const isMotif = (value: string): value is MotifName =>
  (motifNames as readonly string[]).includes(value);

export function bannerSvg(row: BannerRow): string {
  return renderBannerSvg(
    {
      title: row.title,
      subtitle: row.subtitle,
      cta: row.cta,
      palette: isPalette(row.palette) ? row.palette : 'night',
      motif: isMotif(row.motif) ? row.motif : 'chip',
    },
    bannerSizes[row.kind],
  );
}

/**
 * Image URL of a banner: `v` is a hash of the artwork, so the image can be cached for a year and
 * an edited banner still reaches players at once under its new URL.
 */
export function bannerImage(row: BannerRow): { localPath: string; url: string } {
  const { folder, list } = bannerPaths[row.kind];
  const version = createHash('sha256').update(bannerSvg(row)).digest('hex').slice(0, 10);
  return {
    localPath: `${folder}/${row.slug}.${row.lang}.svg`,
    url: `${list}/image/${row.id}.svg?lang=${row.lang}&v=${version}`,
  };
}

/**
 * Banners in one language; a banner without a text in that language falls back to its Spanish
 * row, so a partly translated campaign still shows.
 */
export function createBanners(database: PlatformDatabase) {
  const activeInLanguage = database.prepare(
    `SELECT * FROM site_banners AS banner
     WHERE kind = @kind AND active = 1 AND (lang = @lang OR (lang = @fallback AND NOT EXISTS (
       SELECT 1 FROM site_banners AS own
       WHERE own.kind = banner.kind AND own.id = banner.id AND own.lang = @lang)))
     ORDER BY priority, id`,
  );
  const oneInLanguage = database.prepare(
    `SELECT * FROM site_banners WHERE kind = @kind AND id = @id AND lang IN (@lang, @fallback)
     ORDER BY lang = @lang DESC LIMIT 1`,
  );
  return {
    active(kind: BannerKind, lang: ContentLanguage): BannerRow[] {
      return activeInLanguage.all({ kind, lang, fallback: fallbackLanguage }) as BannerRow[];
    },
    /** One banner, active or not: an image URL a player already holds keeps working. */
    one(kind: BannerKind, id: number, lang: ContentLanguage): BannerRow | undefined {
      return oneInLanguage.get({ kind, id, lang, fallback: fallbackLanguage }) as
        BannerRow | undefined;
    },
  };
}
