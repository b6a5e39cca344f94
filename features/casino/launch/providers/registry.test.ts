import { describe, expect, it } from 'vitest';
import { providerFor } from './registry.ts';

describe('providerFor', () => {
  it.each(['outcome', 'evolution', 'pragmatic', 'universalrace'])(
    'should find the provider of /slots/%s/…',
    (routeProvider) => {
      expect(providerFor(routeProvider)?.id).toBe(routeProvider);
    },
  );

  it.each(['inbet', 'favorite', 'main', 'Pragmatic', ''])(
    'should find none for "%s"',
    (routeProvider) => {
      expect(providerFor(routeProvider)).toBeUndefined();
    },
  );
});
