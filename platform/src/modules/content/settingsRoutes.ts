import type { FastifyPluginCallback } from 'fastify';
import { currentUser, requirePlayer } from '../../auth/currentUser.ts';
import type { BrandFacts, PlatformContext } from '../../context.ts';
import { success } from '../../envelope.ts';
import {
  informationModalNames,
  type BrandExtras,
  type InformationModalName,
} from './brandExtras.ts';
import { langProperty, longLanguageCodes, resolveLanguage } from './languages.ts';
import {
  betLimitsFor,
  bonusRules,
  freeBetRules,
  limitsForCurrency,
  totoLimitsFor,
} from './limits.ts';
import { phoneWinnerWeeks } from './phoneWinners.ts';
import { coefTypes, createPreferences } from './preferences.ts';
import { inbetCoefficient } from '../integrations/inbet/coefficients.ts';
import { langOnlyQuery } from '../../querySchemas.ts';

/** FUN is play money: shown as RUB and never offered in currency lists (spec, section 9). */
const hiddenCurrencies = new Set(['FUN']);

function settingsLimits(brand: BrandFacts, currency: string) {
  const { payment, bonus } = limitsForCurrency(currency);
  return {
    payment: {
      withdrawal: payment.withdrawal,
      top_up: payment.topUp,
      e_top_up: payment.eTopUp,
      e_withdrawal: payment.eWithdrawal,
    },
    bets: betLimitsFor(brand, currency),
    free_bet: freeBetRules,
    bonus: { ...bonusRules, ...bonus },
    // Not in the spec's list: the football pool's stake range and ticket cap, beside `bets`.
    toto: totoLimitsFor(brand, currency),
  };
}

/** GET /api/site/settings and the two preference setters (casino-and-account spec, section 3). */
export function settingsRoutes(
  context: PlatformContext,
  brand: BrandExtras,
): FastifyPluginCallback {
  const preferences = createPreferences(context.database);
  const currencies = context.brand.currencies.filter((code) => !hiddenCurrencies.has(code));
  const inbetKf = Object.fromEntries(currencies.map((code) => [code, inbetCoefficient(code)]));

  return function register(app, _options, done) {
    app.get<{ Querystring: { lang?: string } }>(
      '/api/site/settings',
      {
        schema: {
          querystring: langOnlyQuery(langProperty),
        },
      },
      (request) => {
        const user = currentUser(context, request);
        // A guest's language is the one the app asks in, else the brand's; a player's is stored.
        const lang = user
          ? longLanguageCodes[resolveLanguage(user.lang)]
          : request.query.lang === undefined
            ? context.brand.defaultLanguage
            : longLanguageCodes[resolveLanguage(request.query.lang)];
        const currency = user?.currency ?? context.brand.defaultCurrency;
        const oddType = (user ? preferences.oddType(user.id) : undefined) ?? brand.defaultOddType;
        return success({
          lang,
          currency,
          currencies,
          oddType,
          coefType: coefTypes[oddType] ?? 'decimal',
          limits: settingsLimits(context.brand, currency),
          informationModalHidden: preferences.modalHidden(user?.id, brand.disabledModals),
          phoneWinners: phoneWinnerWeeks(context, 0).current,
          // The launcher is called with the player's own currency, listed or not.
          inbetKf: { ...inbetKf, [currency]: inbetCoefficient(currency) },
        });
      },
    );

    app.post<{ Body: { name: InformationModalName; hidden: boolean } }>(
      '/api/site/settings/information-modal',
      {
        schema: {
          body: {
            type: 'object',
            additionalProperties: false,
            required: ['name', 'hidden'],
            properties: {
              name: { type: 'string', enum: [...informationModalNames] },
              hidden: { type: 'boolean' },
            },
          },
        },
      },
      (request, reply) => {
        const user = requirePlayer(context, request, reply);
        // requirePlayer has answered (401 for a guest, 403 banned, 404 another role).
        if (!user) return;
        preferences.setModalHidden(user.id, request.body.name, request.body.hidden);
        return success(preferences.modalHidden(user.id, brand.disabledModals));
      },
    );

    app.post<{ Body: { oddType: 0 | 1 | 2 } }>(
      '/api/site/settings/odd-type',
      {
        schema: {
          body: {
            type: 'object',
            additionalProperties: false,
            required: ['oddType'],
            properties: { oddType: { type: 'integer', enum: [0, 1, 2] } },
          },
        },
      },
      (request, reply) => {
        const user = requirePlayer(context, request, reply);
        // requirePlayer has answered (401 for a guest, 403 banned, 404 another role).
        if (!user) return;
        const { oddType } = request.body;
        preferences.setOddType(user.id, oddType);
        return success({ oddType, coefType: coefTypes[oddType] });
      },
    );
    done();
  };
}
