import type { FastifyPluginCallback } from 'fastify';
import { requirePlayer } from '../../auth/currentUser.ts';
import { marketingRefusal, sendRefusal } from '../responsibleGaming/index.ts';
import type { PlatformContext } from '../../context.ts';
import { success } from '../../envelope.ts';
import { paymentCodes } from './constants.ts';
import { claimFreeBets, takesPartInCampaign, weeklyTurnoverCents } from './freeBetCampaign.ts';
import {
  campaignTimeZone,
  earnedFreeBets,
  freeBetAmount,
  isClaimDay,
  maxFreeBetsPerWeek,
  nextClaimDay,
  nextExpiry,
  turnoverPerFreeBet,
  weekStart,
} from './freeBetRules.ts';
import { langProperty, refuse } from './http.ts';
import { messages, requestLanguage } from './language.ts';
import { langOnlyQuery } from '../../querySchemas.ts';

const langOnly = langOnlyQuery(langProperty);

/** The weekly free-bet campaign's calls under /api/user (spec, section 7). */
export function freeBetRoutes(context: PlatformContext): FastifyPluginCallback {
  const { database } = context;
  return function register(app, _options, done) {
    // The spec sends no body; an empty JSON object (or a lang) is accepted as well.
    app.post<{ Body: { lang?: string } | undefined }>(
      '/api/user/activate-free-bets',
      { schema: { body: { anyOf: [langOnly, { type: 'null' }] } } },
      (request, reply) => {
        const user = requirePlayer(context, request, reply, 'not allowed to claim free bets');
        if (!user) return reply;
        const noMarketing = marketingRefusal(context, user);
        if (noMarketing) return sendRefusal(reply, noMarketing);
        const language = requestLanguage(request, user.lang);
        const outcome = claimFreeBets(database, user.id, context.clock.now());
        if (outcome.kind === 'not-claim-day') {
          return refuse(
            reply,
            400,
            paymentCodes.bonusConditionsNotMet,
            messages.notClaimDay,
            language,
          );
        }
        if (outcome.kind === 'nothing-to-claim') {
          return refuse(
            reply,
            400,
            paymentCodes.bonusConditionsNotMet,
            messages.nothingToClaim,
            language,
          );
        }
        return reply.send(success({ active: outcome.active, inactive: outcome.inactive }));
      },
    );

    app.get<{ Querystring: { lang?: string } }>(
      '/api/user/actualFreeBetStats',
      { schema: { querystring: langOnly } },
      (request, reply) => {
        const user = requirePlayer(context, request, reply, 'not allowed to claim free bets');
        if (!user) return reply;
        const now = context.clock.now();
        const turnoverCents = weeklyTurnoverCents(database, user.id, now);
        return reply.send(
          success({
            bets_total_now: turnoverCents / 100,
            // Only holders of the campaign's currency earn free bets (brand freeBets.currency).
            possible_free_bets: takesPartInCampaign(user.currency, context.brand.freeBetCurrency)
              ? earnedFreeBets(turnoverCents)
              : 0,
            active: user.free_bets_active,
            inactive: user.free_bets_inactive,
            is_claim_day: isClaimDay(now),
            week_start: weekStart(now).toISOString(),
            next_claim_day: nextClaimDay(now).toISOString(),
            expires_at: nextExpiry(now).toISOString(),
            time_zone: campaignTimeZone,
            free_bet_amount: freeBetAmount,
            turnover_per_free_bet: turnoverPerFreeBet,
            max_per_week: maxFreeBetsPerWeek,
          }),
        );
      },
    );
    done();
  };
}
