import type { FastifyPluginCallback } from 'fastify';
import type { PlatformContext } from '../../context.ts';
import { success } from '../../envelope.ts';
import type { BrandExtras } from './brandExtras.ts';
import { type ContentLanguage, langProperty, resolveLanguage } from './languages.ts';
import { langOnlyQuery } from '../../querySchemas.ts';

type LinkType = 'chat' | 'telegram' | 'whatsapp' | 'instagram' | 'facebook';

interface BrandContacts {
  hours: Record<ContentLanguage, string>;
  links: Array<{ type: Exclude<LinkType, 'chat'>; url: string }>;
}

const roundTheClock: Record<ContentLanguage, string> = {
  es: 'Todos los días, las 24 horas',
  en: 'Every day, 24 hours',
  pt: 'Todos os dias, 24 horas',
};

/** What brand.json does not say about support: opening hours and social links, per brand id. */
const contactsByBrand: Readonly<Record<string, BrandContacts>> = {
  demo: {
    hours: roundTheClock,
    links: [
      { type: 'telegram', url: 'https://t.me/demobet_support' },
      { type: 'whatsapp', url: 'https://wa.me/56223456789' },
      { type: 'instagram', url: 'https://www.instagram.com/demobet' },
    ],
  },
  costa: {
    hours: {
      es: 'Todos los días, de 9:00 a 23:00 (hora de Lisboa)',
      en: 'Every day, 9:00 to 23:00 (Lisbon time)',
      pt: 'Todos os dias, das 9h00 às 23h00 (hora de Lisboa)',
    },
    links: [
      { type: 'whatsapp', url: 'https://wa.me/351210000000' },
      { type: 'facebook', url: 'https://www.facebook.com/costajogos' },
    ],
  },
  nightbet: {
    hours: roundTheClock,
    links: [{ type: 'telegram', url: 'https://t.me/nightbet_help' }],
  },
};

const defaultContacts: BrandContacts = { hours: roundTheClock, links: [] };
const defaultEmail = 'support@example.com';

const linkLabels: Record<LinkType, Record<ContentLanguage, string>> = {
  chat: { es: 'Chat en vivo', en: 'Live chat', pt: 'Chat ao vivo' },
  telegram: { es: 'Telegram', en: 'Telegram', pt: 'Telegram' },
  whatsapp: { es: 'WhatsApp', en: 'WhatsApp', pt: 'WhatsApp' },
  instagram: { es: 'Instagram', en: 'Instagram', pt: 'Instagram' },
  facebook: { es: 'Facebook', en: 'Facebook', pt: 'Facebook' },
};

/** GET /api/site/contacts: the /contacts page (casino-and-account spec, section 2). */
export function contactsRoutes(
  context: PlatformContext,
  brand: BrandExtras,
): FastifyPluginCallback {
  const contacts = contactsByBrand[context.brand.id] ?? defaultContacts;
  const { chatUrl, email, phone } = brand.support;
  const links: Array<{ type: LinkType; url: string }> = [
    ...(chatUrl ? [{ type: 'chat' as const, url: chatUrl }] : []),
    ...contacts.links,
  ];

  return function register(app, _options, done) {
    app.get<{ Querystring: { lang?: string } }>(
      '/api/site/contacts',
      {
        schema: {
          querystring: langOnlyQuery(langProperty),
        },
      },
      (request) => {
        const lang = resolveLanguage(request.query.lang);
        return success({
          email: email ?? defaultEmail,
          phone: phone ?? '',
          hours: contacts.hours[lang],
          chatUrl: chatUrl ?? '',
          links: links.map((link) => ({ ...link, label: linkLabels[link.type][lang] })),
        });
      },
    );
    done();
  };
}
