import type { Brand } from '../../../schemas/generated/brand.ts';
import { fixtureBrand } from '../../core/testing/index.ts';

/** POST /api/sportsbook/bc/token as the platform answers it. */
export const bcTokenAnswer = { token: 'bcTokenOne', expires_at: '2026-11-17T03:37:00.000Z' };

/** GET /api/digitain/front/token as the platform answers it. */
export const digitainTokenAnswer = {
  token: 'digTokenOne',
  partner: 'demo',
  expires_at: '2026-11-17T03:37:00.000Z',
};

/** A brand that embeds neither sportsbook. */
export const brandWithoutSportsbooks: Brand = { ...fixtureBrand, integrations: {} };
