import type { PlatformContext } from '../../context.ts';
import { adSeeds, imoSeeds } from './adsContent.ts';
import type { BannerTexts } from './bannerTypes.ts';
import { escapeXml } from '../../html/escape.ts';
import { readBrandExtras, type BrandExtras } from './brandExtras.ts';
import { englishPages } from './flatPages/en.ts';
import { spanishPages } from './flatPages/es.ts';
import { portuguesePages } from './flatPages/pt.ts';
import { flatPageOrder, type FlatPageSeed } from './flatPages/types.ts';
import { contentLanguages, type ContentLanguage } from './languages.ts';
import { limitsForCurrency } from './limits.ts';
import { slideSeeds } from './slidesContent.ts';

const pagesByLanguage: Record<ContentLanguage, FlatPageSeed[]> = {
  es: spanishPages,
  en: englishPages,
  pt: portuguesePages,
};

// Number formats of the players each language is written for (Chile, US, Portugal).
const amountLocales: Record<ContentLanguage, string> = { es: 'es-CL', en: 'en-US', pt: 'pt-PT' };

function pagePlaceholders(context: PlatformContext, brand: BrandExtras, language: ContentLanguage) {
  const currency = context.brand.defaultCurrency;
  const { payment } = limitsForCurrency(currency);
  const amount = (value: number, code = currency) =>
    `${new Intl.NumberFormat(amountLocales[language]).format(value)} ${code}`;
  const email = brand.support.email ?? 'support@example.com';
  return {
    brand: escapeXml(brand.name),
    email: `<a href="mailto:${escapeXml(email)}">${escapeXml(email)}</a>`,
    minDeposit: amount(payment.topUp.min),
    minWithdrawal: amount(payment.withdrawal.min),
    maxWithdrawal: amount(payment.withdrawal.max),
    // The free-bet campaign's numbers in the currency it pays in, as the brand file states them.
    freeBetAmount: amount(brand.freeBets.amount, context.brand.freeBetCurrency),
    freeBetTurnover: amount(brand.freeBets.turnoverPerFreeBet, context.brand.freeBetCurrency),
  };
}

function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (placeholder, key: string) => values[key] ?? placeholder);
}

function seedFlatPages(context: PlatformContext): void {
  const { database } = context;
  const insert = database.prepare(
    `INSERT INTO flat_pages (id, lang, id_name, name, priority, text)
     VALUES (@id, @lang, @idName, @name, @priority, @text)`,
  );
  const brand = readBrandExtras(context.brand);
  for (const lang of contentLanguages) {
    const values = pagePlaceholders(context, brand, lang);
    // Stored last page first, so the list call's sorting by priority is what orders them.
    for (const page of [...pagesByLanguage[lang]].reverse()) {
      const order = flatPageOrder.find((entry) => entry.idName === page.idName);
      if (!order) throw new Error(`Flat page ${page.idName} has no id and priority`);
      insert.run({ ...order, lang, name: page.name, text: fill(page.text, values) });
    }
  }
}

function seedBanners(context: PlatformContext): void {
  const insert = context.database.prepare(
    `INSERT INTO site_banners (kind, id, lang, slug, priority, url, title, subtitle, cta, palette,
       motif, active)
     VALUES (@kind, @id, @lang, @slug, @priority, @url, @title, @subtitle, @cta, @palette, @motif,
       @active)`,
  );
  const brand = readBrandExtras(context.brand);
  for (const banner of [...slideSeeds, ...adSeeds, ...imoSeeds]) {
    for (const lang of contentLanguages) {
      // Plain text (the banner art is drawn from it): only the campaign's amount is filled in.
      const { freeBetAmount } = pagePlaceholders(context, brand, lang);
      const [title, subtitle, cta] = banner.texts[lang].map((text) =>
        fill(text, { freeBetAmount }),
      ) as BannerTexts;
      insert.run({
        kind: banner.kind,
        id: banner.id,
        lang,
        slug: banner.slug,
        priority: banner.priority,
        url: banner.url,
        title,
        subtitle,
        cta,
        palette: banner.palette,
        motif: banner.motif,
        active: banner.active ? 1 : 0,
      });
    }
  }
}

const isEmpty = (context: PlatformContext, table: 'flat_pages' | 'site_banners') =>
  context.database.prepare(`SELECT 1 FROM ${table} LIMIT 1`).get() === undefined;

/** Flat pages, slides, ads and promo images in es, en and pt; only tables still empty. */
export function seedContent(context: PlatformContext): void {
  context.database.transaction(() => {
    if (isEmpty(context, 'flat_pages')) seedFlatPages(context);
    if (isEmpty(context, 'site_banners')) seedBanners(context);
  })();
}
