import type { FastifyPluginCallback, FastifyReply } from 'fastify';
import { playerRefusal, refusePlayer } from '../../../auth/currentUser.ts';
import { playRefusal, sendRefusal } from '../../responsibleGaming/index.ts';
import type { PlatformContext } from '../../../context.ts';
import { failure, success } from '../../../envelope.ts';
import { addScriptRoute } from '../../../html/scripts.ts';
import { fromCents, InsufficientFundsError, toCents } from '../../../money/ledger.ts';
import { gameById } from '../catalogue/games.ts';
import { providerName } from '../catalogue/providers.ts';
import { languageOf } from '../../../lang.ts';
import { stakeLimitsCents, stakeOptionsCents } from '../money.ts';
import { gamePage, messagePage, pageTexts } from './demoPage.ts';
import { demoPageScript } from './demoPageScript.ts';
import { type GameSessionRow, isExpired, sessionByToken } from './sessions.ts';
import { playRound } from './spin.ts';
import { standInKind, standInPage, standInScriptPath } from './standIn.ts';
import { standInScript } from './standInScript.ts';
import { paytable, symbols } from './slotMachine.ts';

const tokenParams = {
  type: 'object',
  additionalProperties: false,
  required: ['token'],
  properties: { token: { type: 'string', pattern: '^[A-Za-z0-9_-]{16,64}$' } },
} as const;

/** Code of the insufficient-funds failure (spec, section 8). */
export const insufficientFundsCode = 501;

/**
 * The demo game every session URL opens: GET /demo/game/{token} (page), /demo/game/app.js
 * (its script), GET /api/casino/demo/{token} (state) and POST /api/casino/demo/{token}/spin.
 * The token alone authorises, as a provider's game URL does: the game may run in a frame.
 */
export function demoRoutes(context: PlatformContext): FastifyPluginCallback {
  const { database } = context;

  /** The live session of a token, or undefined after answering 404 (unknown) or 410 (expired). */
  const liveSession = (token: string, reply: FastifyReply): GameSessionRow | undefined => {
    const session = sessionByToken(database, token);
    if (!session) {
      void reply.code(404).send(failure('Game session not found', 404));
      return undefined;
    }
    if (isExpired(session, context.clock.now())) {
      void reply.code(410).send(failure('Game session expired', 410));
      return undefined;
    }
    return session;
  };

  const userOf = (session: GameSessionRow) =>
    database
      .prepare('SELECT balance_cents, currency, role, is_banned FROM users WHERE id = ?')
      .get(session.user_id) as {
      balance_cents: number;
      currency: string;
      role: number;
      is_banned: number;
    };

  return function register(app, _options, done) {
    addScriptRoute(app, '/demo/game/app.js', demoPageScript, {
      cacheControl: 'public, max-age=300',
    });
    addScriptRoute(app, standInScriptPath, standInScript, { cacheControl: 'public, max-age=300' });

    app.get<{ Params: { token: string } }>(
      '/demo/game/:token',
      { schema: { params: tokenParams } },
      (request, reply) => {
        const session = sessionByToken(database, request.params.token);
        const language = languageOf(session?.lang);
        const texts = pageTexts[language];
        void reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store');
        if (!session) return reply.code(404).send(messagePage(language, texts.notFound));
        if (isExpired(session, context.clock.now())) {
          return reply.code(410).send(messagePage(language, texts.expired));
        }
        const game = gameById(database, session.game_id);
        const kind = standInKind(game);
        if (kind !== 'slot') {
          return reply.send(
            standInPage({
              kind,
              language,
              gameName: game?.game_name ?? '',
              providerName: providerName(game?.provider ?? ''),
            }),
          );
        }
        return reply.send(
          gamePage({
            language,
            token: request.params.token,
            gameName: game?.game_name ?? '',
            providerName: providerName(game?.provider ?? ''),
          }),
        );
      },
    );

    app.get<{ Params: { token: string } }>(
      '/api/casino/demo/:token',
      { schema: { params: tokenParams } },
      (request, reply) => {
        const session = liveSession(request.params.token, reply);
        if (!session) return reply;
        const game = gameById(database, session.game_id);
        const user = userOf(session);
        const limits = stakeLimitsCents(user.currency);
        const last = database
          .prepare(
            'SELECT symbols FROM casino_rounds WHERE session_id = ? ORDER BY id DESC LIMIT 1',
          )
          .get(session.id) as { symbols: string } | undefined;
        return success({
          gameId: game?.game_id ?? null,
          gameName: game?.game_name ?? null,
          provider: game?.provider ?? null,
          providerName: providerName(game?.provider ?? ''),
          currency: user.currency,
          balance: fromCents(user.balance_cents),
          stakes: stakeOptionsCents(user.currency).map(fromCents),
          minStake: fromCents(limits.min),
          maxStake: fromCents(limits.max),
          round: session.rounds,
          lastReels: last ? (JSON.parse(last.symbols) as string[][]) : null,
          paytable: symbols.map((symbol) => ({ symbol, ...paytable[symbol] })),
          lang: session.lang,
          expiresAt: session.expires_at,
        });
      },
    );

    app.post<{ Params: { token: string }; Body: { stake: number } }>(
      '/api/casino/demo/:token/spin',
      {
        schema: {
          params: tokenParams,
          body: {
            type: 'object',
            additionalProperties: false,
            required: ['stake'],
            properties: { stake: { type: 'number', exclusiveMinimum: 0, maximum: 10_000_000 } },
          },
        },
        // Far above a person's pace; stops a runaway script from spinning the balance away.
        config: { rateLimit: { max: 300, timeWindow: '1 minute' } },
      },
      (request, reply) => {
        const session = liveSession(request.params.token, reply);
        if (!session) return reply;
        // A stand-in (roulette, crash, race) plays its rounds without a stake: only the slot moves
        // money, so a script calling this for another kind must not either.
        if (standInKind(gameById(database, session.game_id)) !== 'slot') {
          return reply.code(409).send(failure('This demo game plays no staked rounds', 409));
        }
        const user = userOf(session);
        const refused = playerRefusal(user);
        if (refused) return refusePlayer(reply, refused);
        const unprotected = playRefusal(context, { id: session.user_id });
        if (unprotected) return sendRefusal(reply, unprotected);
        const limits = stakeLimitsCents(user.currency);
        let stakeCents: number;
        try {
          stakeCents = toCents(request.body.stake, user.currency);
        } catch {
          return reply
            .code(400)
            .send(failure(`A stake in ${user.currency} has more decimals than it takes`, 400));
        }
        if (stakeCents < limits.min || stakeCents > limits.max) {
          const range = `${fromCents(limits.min)} - ${fromCents(limits.max)} ${user.currency}`;
          return reply.code(400).send(failure(`The stake must be within ${range}`, 400));
        }
        try {
          const result = playRound(context, session, stakeCents, context.clock.now());
          return success({
            round: result.round,
            stake: fromCents(result.stakeCents),
            win: fromCents(result.winCents),
            multiplier: result.outcome.multiplier,
            status: result.winCents > 0 || result.jackpot ? 1 : 2,
            reels: result.outcome.reels,
            line: result.outcome.line,
            jackpot: result.jackpot && {
              id: result.jackpot.winId,
              level: result.jackpot.level,
              name: result.jackpot.name,
              amount: fromCents(result.jackpot.amountCents),
            },
            balance: fromCents(result.balanceCents),
            currency: result.currency,
          });
        } catch (error) {
          if (error instanceof InsufficientFundsError) {
            return reply.code(400).send(failure('Insufficient funds', insufficientFundsCode));
          }
          throw error;
        }
      },
    );
    done();
  };
}
