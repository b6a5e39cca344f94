import type { PaletteName } from './bannerSvg.ts';
import type { ContentLanguage } from './languages.ts';
import type { MotifName } from './svgMotifs.ts';

export type BannerKind = 'slide' | 'ad' | 'imo';

/** Title, subtitle and button text of a banner in one language. */
export type BannerTexts = [title: string, subtitle: string, cta: string];

/** A banner as seeded: one row of site_banners per language. */
export interface BannerSeed {
  kind: BannerKind;
  id: number;
  slug: string;
  priority: number;
  url: string;
  palette: PaletteName;
  motif: MotifName;
  active: boolean;
  texts: Record<ContentLanguage, BannerTexts>;
}
