import type { FastifyPluginCallback, FastifyReply } from 'fastify';
import type { PlatformContext } from '../../context.ts';
import { success } from '../../envelope.ts';
import { addScriptRoute } from '../../html/scripts.ts';
import { checkoutScript, renderCheckoutNotFound, renderCheckoutPage } from './checkoutPage.ts';
import { paymentCodes, paymentStatus } from './constants.ts';
import { langProperty, refuse } from './http.ts';
import { languageOf } from '../../lang.ts';
import { messages, requestLanguage } from './language.ts';
import { cancelPayment, confirmPayment, paymentByToken, type CheckoutOutcome } from './payments.ts';
import { langOnlyQuery } from '../../querySchemas.ts';
import { fromCents } from '../../money/ledger.ts';

const tokenParams = {
  type: 'object',
  required: ['token'],
  properties: { token: { type: 'string', pattern: '^[a-f0-9]{32}$' } },
} as const;

const langOnly = langOnlyQuery(langProperty);

/**
 * The demo checkout that stands in for the payment providers: the page a top-up's url points
 * to, its script, and the confirm and cancel calls its buttons make. The token in the address is
 * the capability (as with a real provider's checkout), so no session is needed.
 */
export function checkoutRoutes(context: PlatformContext): FastifyPluginCallback {
  return function register(app, _options, done) {
    addScriptRoute(app, '/demo/checkout/app.js', checkoutScript);

    app.get<{ Params: { token: string }; Querystring: { lang?: string } }>(
      '/demo/checkout/:token',
      { schema: { params: tokenParams, querystring: langOnly } },
      (request, reply) => {
        const language = languageOf(
          request.query.lang ?? request.headers['accept-language'] ?? undefined,
        );
        const payment = paymentByToken(context.database, request.params.token);
        void reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store');
        if (!payment) return reply.code(404).send(renderCheckoutNotFound(language));
        return reply.send(renderCheckoutPage(payment, language));
      },
    );

    const answer = (reply: FastifyReply, outcome: CheckoutOutcome, lang: string | undefined) => {
      const language = languageOf(lang);
      if (outcome.kind === 'not-found') {
        return refuse(reply, 404, paymentCodes.cannotComplete, messages.paymentNotFound, language);
      }
      const { payment } = outcome;
      if (outcome.kind === 'conflict') {
        const message =
          payment.status === paymentStatus.completed
            ? messages.paymentCompleted
            : messages.paymentCancelled;
        return refuse(reply, 409, paymentCodes.cannotComplete, message, language);
      }
      return reply.send(
        success({
          id: payment.id,
          status: payment.status,
          amount: fromCents(payment.amount_cents),
          currency: payment.currency,
          balance: outcome.balanceCents / 100,
        }),
      );
    };

    app.post<{ Params: { token: string }; Body: { lang?: string } }>(
      '/api/payment/demo/:token/confirm',
      { schema: { params: tokenParams, body: langOnly } },
      (request, reply) =>
        answer(
          reply,
          confirmPayment(context.database, request.params.token, context.clock.now()),
          requestLanguage(request),
        ),
    );

    app.post<{ Params: { token: string }; Body: { lang?: string } }>(
      '/api/payment/demo/:token/cancel',
      { schema: { params: tokenParams, body: langOnly } },
      (request, reply) =>
        answer(
          reply,
          cancelPayment(context.database, request.params.token, context.clock.now()),
          requestLanguage(request),
        ),
    );
    done();
  };
}
