import type { FastifyPluginCallback } from 'fastify';
import { requirePlayer, requireUser } from '../../auth/currentUser.ts';
import type { PlatformContext } from '../../context.ts';
import { success } from '../../envelope.ts';
import { fromCents } from '../../money/ledger.ts';

/**
 * Ledger references of money that went through a cashier (spec 4: payment type 114 "payment
 * via cashier", withdrawal type 118 "user cashier withdrawal") start with this prefix.
 */
export const cashierReferencePrefix = 'cashier:';

/**
 * How much of a balance came through cashiers: the net of cashier top-ups, cashier withdrawals
 * and their refunds, never below 0 nor above the balance (bets spend the money whatever its
 * origin). The rest counts as e-money.
 */
export function distributedBalance(balanceCents: number, cashierNetCents: number) {
  const fromCashiers = Math.min(Math.max(cashierNetCents, 0), balanceCents);
  return {
    balance_from_cashiers: fromCents(fromCashiers),
    balance_from_e_money: fromCents(balanceCents - fromCashiers),
  };
}

/** GET /api/user/distributed_balance and POST /api/user/partner/promocode. */
export function accountExtrasRoutes(context: PlatformContext): FastifyPluginCallback {
  const { database } = context;
  const cashierNet = database.prepare(
    `SELECT COALESCE(SUM(amount_cents), 0) AS cents FROM ledger
     WHERE user_id = ? AND wallet = 'main' AND kind IN ('top-up', 'withdrawal', 'withdrawal-refund')
       AND substr(reference, 1, ?) = ?`,
  );
  // Only a player without a referral is bound: a partner link opened later must not move a
  // player (and the commissions on their deposits) to another partner.
  const bindReferral = database.prepare(
    'UPDATE users SET promocode = ?, referral_id = ? WHERE id = ? AND referral_id IS NULL',
  );
  const bindingOf = database.prepare('SELECT promocode, referral_id FROM users WHERE id = ?');
  return function register(app, _options, done) {
    app.get('/api/user/distributed_balance', (request, reply) => {
      const user = requireUser(context, request, reply);
      if (!user) return reply;
      const { cents } = cashierNet.get(
        user.id,
        cashierReferencePrefix.length,
        cashierReferencePrefix,
      ) as { cents: number };
      return success(distributedBalance(user.balance_cents, cents));
    });

    // The app's `betting` query on open names a partner's promo code and referral id; the app
    // sends it right after a sign-up, and the first binding is the one that stays.
    app.post<{ Body: { betting: string; ref_id: string | number } }>(
      '/api/user/partner/promocode',
      {
        schema: {
          body: {
            type: 'object',
            additionalProperties: false,
            required: ['betting', 'ref_id'],
            properties: {
              betting: { type: 'string', minLength: 1, maxLength: 64 },
              // Text or a number, kept as text: referral ids are ids, not amounts.
              ref_id: {
                anyOf: [
                  { type: 'string', minLength: 1, maxLength: 64 },
                  { type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER },
                ],
              },
            },
          },
        },
      },
      (request, reply) => {
        const user = requirePlayer(context, request, reply);
        if (!user) return reply;
        const { betting } = request.body;
        const referralId = String(request.body.ref_id);
        bindReferral.run(betting.trim(), referralId.trim(), user.id);
        return success(
          bindingOf.get(user.id) as { promocode: string | null; referral_id: string | null },
        );
      },
    );
    done();
  };
}
