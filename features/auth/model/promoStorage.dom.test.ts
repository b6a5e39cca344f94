import { beforeEach, describe, expect, it } from 'vitest';
import {
  rememberPartnerPromo,
  rememberedPromoCode,
  takePendingPartnerPromo,
} from './promoStorage.ts';

describe('promo storage', () => {
  beforeEach(() => sessionStorage.clear());

  it('should remember the code for registration and send a referral once', () => {
    rememberPartnerPromo({ betting: 'WELCOME100', refId: '77' });
    expect(rememberedPromoCode()).toBe('WELCOME100');
    expect(takePendingPartnerPromo()).toEqual({ betting: 'WELCOME100', refId: '77' });
    expect(takePendingPartnerPromo()).toBeUndefined();
    expect(rememberedPromoCode()).toBe('WELCOME100');
  });

  it('should have nothing to send without a referral id', () => {
    rememberPartnerPromo({ betting: 'WELCOME100' });
    expect(rememberedPromoCode()).toBe('WELCOME100');
    expect(takePendingPartnerPromo()).toBeUndefined();
  });

  it('should ignore a stored value of another shape or an unsafe code', () => {
    sessionStorage.setItem('auth.partnerPromo', '{not json');
    expect(rememberedPromoCode()).toBeUndefined();
    sessionStorage.setItem('auth.partnerPromo', JSON.stringify({ betting: '<b>', pending: true }));
    expect(rememberedPromoCode()).toBeUndefined();
    sessionStorage.setItem('auth.partnerPromo', JSON.stringify(['WELCOME100']));
    expect(takePendingPartnerPromo()).toBeUndefined();
  });

  it('should work without storage (a browser that refuses it)', () => {
    rememberPartnerPromo({ betting: 'WELCOME100', refId: '1' }, null);
    expect(rememberedPromoCode(null)).toBeUndefined();
    expect(takePendingPartnerPromo(null)).toBeUndefined();
  });
});
