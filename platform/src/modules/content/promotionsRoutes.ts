import type { FastifyPluginCallback } from 'fastify';
import { currentUser } from '../../auth/currentUser.ts';
import type { PlatformContext } from '../../context.ts';
import { success } from '../../envelope.ts';
import type { BrandExtras } from './brandExtras.ts';
import { type ContentLanguage, langProperty, resolveLanguage } from './languages.ts';
import { phoneWinnerWeeks } from './phoneWinners.ts';
import { langOnlyQuery } from '../../querySchemas.ts';

/** Plain text, one paragraph per line: the page renders it with `white-space: pre-line`. */
const rules: Record<ContentLanguage, (bigWin: number, currency: string) => string> = {
  es: (bigWin, currency) =>
    [
      'Cada semana, de lunes a domingo, sorteamos teléfonos y premios en efectivo entre los jugadores que apuestan en deportes o en el casino.',
      `Cada 100 ${currency} apostados en la semana te dan una participación en el sorteo. Las apuestas anuladas o vendidas no cuentan.`,
      'El sorteo se hace el lunes siguiente. Los ganadores de un teléfono reciben un código para reclamarlo en soporte dentro de 30 días.',
      `Los premios en efectivo se abonan en ${currency} al saldo principal; los premios de más de ${bigWin} ${currency} se marcan como BIG WIN.`,
      'Un jugador puede ganar un solo premio por semana. Solo para mayores de 18 años.',
    ].join('\n'),
  en: (bigWin, currency) =>
    [
      'Every week, Monday to Sunday, we draw phones and cash prizes among players who bet on sport or in the casino.',
      `Every 100 ${currency} staked during the week gives you one entry into the draw. Cancelled or cashed-out bets do not count.`,
      'The draw takes place the following Monday. Phone winners get a code to claim their phone from support within 30 days.',
      `Cash prizes are paid in ${currency} to the main balance; prizes above ${bigWin} ${currency} are marked BIG WIN.`,
      'One prize per player per week. 18+ only.',
    ].join('\n'),
  pt: (bigWin, currency) =>
    [
      'Todas as semanas, de segunda a domingo, sorteamos telemóveis e prémios em dinheiro entre os jogadores que apostam em desporto ou no casino.',
      `Cada 100 ${currency} apostados na semana dão-lhe uma participação no sorteio. Apostas anuladas ou vendidas não contam.`,
      'O sorteio realiza-se na segunda-feira seguinte. Quem ganha um telemóvel recebe um código para o reclamar no apoio no prazo de 30 dias.',
      `Os prémios em dinheiro são pagos em ${currency} no saldo principal; prémios acima de ${bigWin} ${currency} são assinalados como BIG WIN.`,
      'Um prémio por jogador por semana. Apenas para maiores de 18 anos.',
    ].join('\n'),
};

/** GET /api/site/promotions/phone-winners: the /promotions page (casino-and-account spec, 2). */
export function promotionsRoutes(
  context: PlatformContext,
  brand: BrandExtras,
): FastifyPluginCallback {
  return function register(app, _options, done) {
    app.get<{ Querystring: { lang?: string } }>(
      '/api/site/promotions/phone-winners',
      {
        schema: {
          querystring: langOnlyQuery(langProperty),
        },
      },
      (request) => {
        const viewer = currentUser(context, request);
        const { current, history } = phoneWinnerWeeks(context, undefined, viewer?.id);
        return success({
          currency: brand.promotionCurrency,
          bigWinAmount: brand.bigWinAmount,
          current,
          history,
          rules: rules[resolveLanguage(request.query.lang)](
            brand.bigWinAmount,
            brand.promotionCurrency,
          ),
        });
      },
    );
    done();
  };
}
