import type { IconName } from '../../../../design-system/index.ts';

export const contactLinkTypes = ['chat', 'telegram', 'whatsapp', 'instagram', 'facebook'] as const;
export type ContactLinkType = (typeof contactLinkTypes)[number];

export interface ContactLink {
  type: ContactLinkType;
  url: string;
  label: string;
}

/** GET /api/site/contacts (content README): support channels of the serving brand. */
export interface Contacts {
  email: string;
  /** '' when the brand has no phone line. */
  phone: string;
  /** Opening hours in the language; '' when unknown (the brand-file fallback has none). */
  hours: string;
  /** Live chat first (when any), then social links. */
  links: ContactLink[];
}

/** The support block of brand.json, the page's fallback when the contacts call fails. */
export interface BrandSupport {
  email?: string;
  phone?: string;
  chatUrl?: string;
}

/**
 * What the brand file alone can say: e-mail, phone and live chat, no hours or social links.
 * Undefined when it says nothing, so the page shows its error instead of an empty card.
 */
export function contactsFromBrand(
  support: BrandSupport | undefined,
  chatLabel: string,
): Contacts | undefined {
  const email = support?.email?.trim() ?? '';
  const phone = support?.phone?.trim() ?? '';
  const chatUrl = support?.chatUrl?.trim() ?? '';
  if (!email && !phone && !chatUrl) return undefined;
  return {
    email,
    phone,
    hours: '',
    links: chatUrl ? [{ type: 'chat', url: chatUrl, label: chatLabel }] : [],
  };
}

/** A `tel:` address dialable from any phone: the digits and a leading plus only. */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  return `tel:${digits.startsWith('+') ? `+${digits.slice(1).replace(/\+/g, '')}` : digits.replace(/\+/g, '')}`;
}

/** The design system has no brand logos: messengers read as chat, social pages as a profile. */
const iconByType: Record<ContactLinkType, IconName> = {
  chat: 'chat',
  telegram: 'chat',
  whatsapp: 'chat',
  instagram: 'user',
  facebook: 'user',
};

export function contactLinkIcon(type: string): IconName {
  return (contactLinkTypes as readonly string[]).includes(type)
    ? iconByType[type as ContactLinkType]
    : 'info';
}

/** Whether a link leaves the app for a web page (opened in a new tab), not mail or phone. */
export function isWebLink(url: string): boolean {
  return /^https?:\/\//i.test(url);
}
