import type { FastifyPluginCallback, FastifyReply, FastifyRequest } from 'fastify';
import { currentUser, type UserRow } from '../../auth/currentUser.ts';
import { verifyPassword } from '../../auth/passwords.ts';
import { createSession, deleteSession, sessionCookie } from '../../auth/sessions.ts';
import type { PlatformContext } from '../../context.ts';
import { failure, success } from '../../envelope.ts';

/** Auth codes of the casino-and-account spec, section 8. */
export const authCodes = {
  notLoggedIn: 1,
  invalidEmail: 2,
  noSuchUser: 3,
  invalidPassword: 4,
  userBanned: 5,
} as const;

// The specs' e-mail rule: local part and a domain with a TLD of 2+ letters, or a bracketed IPv4.
const emailPattern = /^[^\s@]+@(?:(?:[a-z0-9-]+\.)+[a-z]{2,}|\[(?:\d{1,3}\.){3}\d{1,3}\])$/i;

/**
 * Sign-in attempts per client address and account: 10 a minute stops password guessing without
 * troubling a player who mistypes. The key joins address and login, so one attacker cannot lock
 * every account and one account is not shared across addresses.
 */
const signInRateLimit = (field: 'email' | 'phone' | 'login') => ({
  // After body parsing, so the key can include the account.
  hook: 'preHandler' as const,
  max: 10,
  timeWindow: '1 minute',
  keyGenerator: (request: FastifyRequest) => {
    const body = request.body as Record<string, unknown> | undefined;
    const account = typeof body?.[field] === 'string' ? body[field].toLowerCase() : '';
    return `${request.ip}|${account}`;
  },
  // Thrown by the plugin; the server's error handler turns it into the 429 envelope.
  errorResponseBuilder: (_request: FastifyRequest, context: { after: string }) =>
    Object.assign(new Error(`Too many sign-in attempts; try again in ${context.after}`), {
      statusCode: 429,
    }),
});

const credentials = (field: 'email' | 'phone' | 'login') => ({
  body: {
    type: 'object',
    additionalProperties: false,
    required: [field, 'password'],
    properties: {
      [field]: { type: 'string', minLength: 1, maxLength: 254 },
      password: { type: 'string', minLength: 1, maxLength: 200 },
    },
  },
});

/** Sign-in, session check, balance and logout under /api/user (casino-and-account spec, section 7). */
export function userRoutes(context: PlatformContext): FastifyPluginCallback {
  const { database } = context;
  const byEmail = database.prepare('SELECT * FROM users WHERE email = ?');
  const byPhone = database.prepare('SELECT * FROM users WHERE phone = ?');

  const signIn = async (reply: FastifyReply, user: UserRow | undefined, password: string) => {
    if (!user) return reply.code(401).send(failure('User not found', authCodes.noSuchUser));
    if (!(await verifyPassword(password, user.password_hash))) {
      return reply.code(401).send(failure('Invalid password', authCodes.invalidPassword));
    }
    if (user.is_banned)
      return reply.code(403).send(failure('User is banned', authCodes.userBanned));
    const token = createSession(database, user.id, context.clock.now());
    return reply
      .setCookie(sessionCookie, token, {
        path: '/',
        httpOnly: true,
        // Lax keeps the session on top-level navigation back from payment pages; no cross-site
        // form can act for a player, because state changes accept JSON bodies only.
        sameSite: 'lax',
        secure: reply.request.protocol === 'https',
        maxAge: 30 * 24 * 60 * 60,
      })
      .send(success({ id: user.id, role: user.role }));
  };

  return function register(app, _options, done) {
    app.post<{ Body: { email: string; password: string } }>(
      '/api/user/login/email',
      { schema: credentials('email'), config: { rateLimit: signInRateLimit('email') } },
      async (request, reply) => {
        if (!emailPattern.test(request.body.email)) {
          return reply.code(400).send(failure('Invalid e-mail', authCodes.invalidEmail));
        }
        return signIn(
          reply,
          byEmail.get(request.body.email) as UserRow | undefined,
          request.body.password,
        );
      },
    );

    app.post<{ Body: { phone: string; password: string } }>(
      '/api/user/login/phone',
      { schema: credentials('phone'), config: { rateLimit: signInRateLimit('phone') } },
      async (request, reply) =>
        signIn(
          reply,
          byPhone.get(request.body.phone) as UserRow | undefined,
          request.body.password,
        ),
    );

    // Universal login: a login with neither '@' nor '.' is a phone number (spec, section 5).
    app.post<{ Body: { login: string; password: string } }>(
      '/api/user/login',
      { schema: credentials('login'), config: { rateLimit: signInRateLimit('login') } },
      async (request, reply) => {
        const { login, password } = request.body;
        const isPhone = !login.includes('@') && !login.includes('.');
        const user = (isPhone ? byPhone.get(login) : byEmail.get(login)) as UserRow | undefined;
        return signIn(reply, user, password);
      },
    );

    app.get('/api/user/check', async (request, reply) => {
      const user = currentUser(context, request);
      if (!user) return reply.code(401).send(failure('Not logged in', authCodes.notLoggedIn));
      return success({
        id: user.id,
        email: user.email ?? user.login,
        currency: user.currency,
        first_name: user.first_name,
        last_name: user.last_name,
        role: user.role,
        number_document: null,
        is_banned_on_betroute: Boolean(user.is_banned),
        is_partner: Boolean(user.is_partner),
      });
    });

    app.get('/api/user/balance', async (request, reply) => {
      const user = currentUser(context, request);
      if (!user) return reply.code(401).send(failure('Not logged in', authCodes.notLoggedIn));
      return success({
        balance: user.balance_cents / 100,
        bonus_balance: user.bonus_balance_cents / 100,
        is_banned: Boolean(user.is_banned),
        free_bets: { active: user.free_bets_active, inactive: user.free_bets_inactive },
        jackpots: [],
        won_jackpots: [],
      });
    });

    app.get('/api/user/logout', async (request, reply) => {
      const token = request.cookies[sessionCookie];
      if (token) deleteSession(database, token);
      return reply.clearCookie(sessionCookie, { path: '/' }).send(success(null));
    });
    done();
  };
}
