import type { Brand } from '../../../schemas/generated/brand.ts';
import { ApiError } from '../../core/errors/index.ts';
import type { FixtureRoutes } from '../../core/testing/index.ts';

/** The demo brand's sign-up settings: currencies and the phone countries, Chile first. */
export const fixtureBrand: Brand = {
  id: 'demo',
  name: 'Demo Bet',
  languages: { enabled: ['es-es', 'en-US', 'pt-PT'], default: 'es-es' },
  currencies: { enabled: ['CLP', 'USD'], default: 'CLP' },
  phoneCountries: ['CL', 'BR', 'VE', 'RU', 'KZ', 'TM'],
};

/** A platform failure as the API client throws it. */
export function platformError(codeStatus: number, httpStatus = 400, data: unknown = null) {
  return new ApiError({
    kind: 'server',
    codeStatus,
    httpStatus,
    data,
    serverMessage: `Failed with ${codeStatus}`,
  });
}

/** Throws the failure when the fixture is called. */
export const failsWith =
  (codeStatus: number, httpStatus = 400, data: unknown = null) =>
  () => {
    throw platformError(codeStatus, httpStatus, data);
  };

/** A call that never answers: the submitting state stays on screen. */
export const neverAnswers = () => new Promise<never>(() => undefined);

/** What every auth screen reads around its own calls. */
export const baseRoutes: FixtureRoutes = {
  'GET /api/site/settings': { lang: 'es-es', currency: 'CLP', currencies: ['CLP', 'USD'] },
  'POST /api/bs3/remote/SetLanguage': { languageId: 9, lang: 'es-es', stored: true },
};

export const signedInAnswer = { id: 104857, role: 0 };

export const oneClickAccount = { id: 104858, role: 0, login: 'k7bqm2xz', password: '40271953' };
