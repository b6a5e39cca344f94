import { describe, expect, it } from 'vitest';
import { contactLinkIcon, contactsFromBrand, isWebLink, telHref } from './contacts.ts';

describe('contactsFromBrand', () => {
  it('should offer the brand file e-mail, phone and chat', () => {
    expect(
      contactsFromBrand(
        { email: 'help@x.test', phone: '+56 2 2345 6789', chatUrl: 'https://chat.x.test' },
        'Live chat',
      ),
    ).toEqual({
      email: 'help@x.test',
      phone: '+56 2 2345 6789',
      hours: '',
      links: [{ type: 'chat', url: 'https://chat.x.test', label: 'Live chat' }],
    });
  });

  it('should leave out what the brand lacks', () => {
    expect(contactsFromBrand({ email: 'help@x.test' }, 'Chat')).toEqual({
      email: 'help@x.test',
      phone: '',
      hours: '',
      links: [],
    });
  });

  it('should give nothing when the brand names no channel', () => {
    expect(contactsFromBrand(undefined, 'Chat')).toBeUndefined();
    expect(contactsFromBrand({ email: ' ', phone: '' }, 'Chat')).toBeUndefined();
  });
});

describe('telHref', () => {
  it('should keep only the digits and a leading plus', () => {
    expect(telHref('+56 2 2345 6789')).toBe('tel:+56223456789');
    expect(telHref('(02) 2345-6789')).toBe('tel:0223456789');
    expect(telHref('+351 +21 000')).toBe('tel:+35121000');
  });
});

describe('contactLinkIcon', () => {
  it('should pick an icon for every link type and a neutral one for an unknown type', () => {
    expect(contactLinkIcon('chat')).toBe('chat');
    expect(contactLinkIcon('telegram')).toBe('chat');
    expect(contactLinkIcon('instagram')).toBe('user');
    expect(contactLinkIcon('tiktok')).toBe('info');
  });
});

describe('isWebLink', () => {
  it('should tell web pages from mail and phone links', () => {
    expect(isWebLink('https://t.me/x')).toBe(true);
    expect(isWebLink('mailto:a@b.c')).toBe(false);
    expect(isWebLink('tel:+1')).toBe(false);
  });
});
