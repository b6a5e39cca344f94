import { describe, expect, it } from 'vitest';
import { readAppOpenQuery } from './appOpenQuery.ts';
import { encodeCredential } from './credentialsCodec.ts';

const log = encodeCredential('player@mirror.demo.test');
const pas = encodeCredential('demo1234');

describe('readAppOpenQuery', () => {
  it('should leave an address without app-open parameters alone', () => {
    expect(readAppOpenQuery('?sC=popular')).toEqual({ search: '?sC=popular', changed: false });
    expect(readAppOpenQuery('')).toEqual({ search: '', changed: false });
  });

  it('should decode log and pas and drop both from the address', () => {
    expect(readAppOpenQuery(`?sC=popular&log=${log}&pas=${pas}`)).toEqual({
      credentials: { login: 'player@mirror.demo.test', password: 'demo1234' },
      search: '?sC=popular',
      changed: true,
    });
  });

  it('should drop a lone or broken pair without signing in', () => {
    expect(readAppOpenQuery(`?log=${log}`)).toEqual({ search: '', changed: true });
    expect(readAppOpenQuery(`?log=${log}&pas=%%%`)).toEqual({ search: '', changed: true });
    expect(readAppOpenQuery('?log=&pas=')).toEqual({ search: '', changed: true });
  });

  it('should read a partner promo code with its referral id', () => {
    expect(readAppOpenQuery('?betting=WELCOME100&ref_id=77&x=1')).toEqual({
      partner: { betting: 'WELCOME100', refId: '77' },
      search: '?x=1',
      changed: true,
    });
    expect(readAppOpenQuery('?betting=WELCOME100')).toEqual({
      partner: { betting: 'WELCOME100' },
      search: '',
      changed: true,
    });
  });

  it('should drop a promo code that is not one', () => {
    expect(readAppOpenQuery('?betting=%3Cscript%3E&ref_id=1')).toEqual({
      search: '',
      changed: true,
    });
  });

  it('should handle both pairs at once', () => {
    const query = readAppOpenQuery(`?betting=FREEBETS3&ref_id=p-9&log=${log}&pas=${pas}`);
    expect(query.credentials?.password).toBe('demo1234');
    expect(query.partner).toEqual({ betting: 'FREEBETS3', refId: 'p-9' });
    expect(query.search).toBe('');
  });
});
