import type { FastifyPluginCallback, FastifyReply, FastifyRequest } from 'fastify';
import type { UserRow } from '../../auth/currentUser.ts';
import { missingAccountHash, verifyPassword } from '../../auth/passwords.ts';
import type { PlatformContext } from '../../context.ts';
import { failure, success } from '../../envelope.ts';
import { rateLimit } from '../../rateLimit.ts';
import { activeExclusion, exclusionRefusal, sendRefusal } from '../responsibleGaming/index.ts';
import { authCodes } from './authCodes.ts';
import { isMirrorAccount, mirrorRedirect, redirectEnvelope } from './mirror.ts';
import { normalizePhone } from './phoneRules.ts';
import { setSessionCookie } from './signInSession.ts';
import { createSignInThrottle, describeWait } from './signInThrottle.ts';
import { isValidEmail } from './validation.ts';

export { authCodes } from './authCodes.ts';

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

// The accounts' and addresses' limits are counted in the handler (signInThrottle.ts); this only
// caps how often one address may call each sign-in route at all.
const signInLimit = { rateLimit: rateLimit({ max: 60, what: 'sign-in attempts' }) };

/** An account found by a sign-in, or the normalised login that found none. */
type Lookup = { user: UserRow } | { unknown: string };

/** Sign-in by e-mail, phone or universal login under /api/user (spec, sections 5 and 7). */
export function userRoutes(context: PlatformContext): FastifyPluginCallback {
  const { database } = context;
  const throttle = createSignInThrottle(() => context.clock.nowMs());
  const byEmail = database.prepare('SELECT * FROM users WHERE email = ?');
  const byPhone = database.prepare('SELECT * FROM users WHERE phone = ?');
  const byLogin = database.prepare('SELECT * FROM users WHERE login = ?');

  const found = (user: unknown, unknown: string): Lookup =>
    user ? { user: user as UserRow } : { unknown: unknown.trim().toLowerCase() };
  const lookupEmail = (email: string) => found(byEmail.get(email.trim()), email);
  // The lookup drops every non-digit, so the count must too ("56987654321." is that phone).
  const lookupPhone = (phone: string) => {
    const digits = normalizePhone(phone);
    return found(digits === '' ? undefined : byPhone.get(digits), digits || phone);
  };

  /**
   * Checks the password (against a dummy hash when no account matched, so both take as long)
   * under the throttle, then the ban; the user when sign-in may go on, else the reply sent.
   */
  const authenticate = async (
    request: FastifyRequest,
    reply: FastifyReply,
    lookup: Lookup,
    password: string,
  ): Promise<UserRow | FastifyReply> => {
    const user = 'user' in lookup ? lookup.user : undefined;
    const account = user
      ? `account:${user.id}`
      : `unknown:${'unknown' in lookup ? lookup.unknown : ''}`;
    const attempt = throttle.begin(request.ip, account);
    if ('retryAfterMs' in attempt) {
      return reply
        .code(429)
        .header('retry-after', Math.ceil(attempt.retryAfterMs / 1000))
        .send(
          failure(
            `Too many sign-in attempts; try again in ${describeWait(attempt.retryAfterMs)}`,
            429,
          ),
        );
    }
    let matches: boolean;
    try {
      matches = await verifyPassword(
        password,
        user?.password_hash ?? missingAccountHash,
        request.ip,
      );
    } catch (error) {
      attempt.abandoned();
      throw error;
    }
    if (!matches) attempt.failed();
    else attempt.succeeded();
    if (!user) return reply.code(401).send(failure('User not found', authCodes.noSuchUser));
    if (!matches) {
      return reply.code(401).send(failure('Invalid password', authCodes.invalidPassword));
    }
    if (user.is_banned) {
      return reply.code(403).send(failure('User is banned', authCodes.userBanned));
    }
    // A time-out or self-exclusion refuses sign-in, saying until when (codes 333, 334).
    const exclusion = activeExclusion(database, user.id, context.clock.now());
    if (exclusion) return sendRefusal(reply, exclusionRefusal(exclusion));
    return user;
  };

  const signIn = (reply: FastifyReply, user: UserRow) =>
    setSessionCookie(context, reply, user.id).send(success({ id: user.id, role: user.role }));

  return function register(app, _options, done) {
    app.post<{ Body: { email: string; password: string } }>(
      '/api/user/login/email',
      { schema: credentials('email'), config: signInLimit },
      async (request, reply) => {
        const { email, password } = request.body;
        if (!isValidEmail(email.trim())) {
          return reply.code(400).send(failure('Invalid e-mail', authCodes.invalidEmail));
        }
        const user = await authenticate(request, reply, lookupEmail(email), password);
        return 'id' in user ? signIn(reply, user) : user;
      },
    );

    app.post<{ Body: { phone: string; password: string } }>(
      '/api/user/login/phone',
      { schema: credentials('phone'), config: signInLimit },
      async (request, reply) => {
        const { phone, password } = request.body;
        const user = await authenticate(request, reply, lookupPhone(phone), password);
        return 'id' in user ? signIn(reply, user) : user;
      },
    );

    // Universal login: a login with neither '@' nor '.' is a phone number (spec, section 5).
    // Accounts without e-mail or phone (one-click, username) sign in here by their login.
    app.post<{ Body: { login: string; password: string } }>(
      '/api/user/login',
      { schema: credentials('login'), config: signInLimit },
      async (request, reply) => {
        const login = request.body.login.trim();
        const isPhone = !login.includes('@') && !login.includes('.');
        const first = isPhone ? lookupPhone(login) : lookupEmail(login);
        const byLoginColumn = byLogin.get(login) as UserRow | undefined;
        const lookup = 'user' in first || !byLoginColumn ? first : { user: byLoginColumn };
        const user = await authenticate(request, reply, lookup, request.body.password);
        if (!('id' in user)) return user;
        // Code 20: the account lives on the mirror site, which signs in from the carried pair.
        if (isMirrorAccount(user)) {
          return reply.send(redirectEnvelope(mirrorRedirect(login, request.body.password)));
        }
        return signIn(reply, user);
      },
    );
    done();
  };
}
