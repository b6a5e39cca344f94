import type { FastifyPluginCallback, FastifyReply } from 'fastify';
import type { UserRow } from '../../auth/currentUser.ts';
import { verifyPassword } from '../../auth/passwords.ts';
import type { PlatformContext } from '../../context.ts';
import { failure, success } from '../../envelope.ts';
import { authCodes } from './authCodes.ts';
import { isMirrorAccount, mirrorRedirect, redirectEnvelope } from './mirror.ts';
import { normalizePhone } from './phoneRules.ts';
import { accountRateLimit } from './rateLimit.ts';
import { setSessionCookie } from './signInSession.ts';
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

const signInLimit = (field: 'email' | 'phone' | 'login') => ({
  rateLimit: accountRateLimit(field),
});

/** Sign-in by e-mail, phone or universal login under /api/user (spec, sections 5 and 7). */
export function userRoutes(context: PlatformContext): FastifyPluginCallback {
  const { database } = context;
  const byEmail = database.prepare('SELECT * FROM users WHERE email = ?');
  const byPhone = database.prepare('SELECT * FROM users WHERE phone = ?');
  const byLogin = database.prepare('SELECT * FROM users WHERE login = ?');
  const phoneUser = (phone: string) => {
    const digits = normalizePhone(phone);
    return digits === '' ? undefined : (byPhone.get(digits) as UserRow | undefined);
  };

  /** Checks the password and ban; the user when sign-in may go on, else the reply sent. */
  const authenticate = async (
    reply: FastifyReply,
    user: UserRow | undefined,
    password: string,
  ): Promise<UserRow | FastifyReply> => {
    if (!user) return reply.code(401).send(failure('User not found', authCodes.noSuchUser));
    if (!(await verifyPassword(password, user.password_hash))) {
      return reply.code(401).send(failure('Invalid password', authCodes.invalidPassword));
    }
    if (user.is_banned) {
      return reply.code(403).send(failure('User is banned', authCodes.userBanned));
    }
    return user;
  };

  const signIn = (reply: FastifyReply, user: UserRow) =>
    setSessionCookie(context, reply, user.id).send(success({ id: user.id, role: user.role }));

  return function register(app, _options, done) {
    app.post<{ Body: { email: string; password: string } }>(
      '/api/user/login/email',
      { schema: credentials('email'), config: signInLimit('email') },
      async (request, reply) => {
        const { email, password } = request.body;
        if (!isValidEmail(email.trim())) {
          return reply.code(400).send(failure('Invalid e-mail', authCodes.invalidEmail));
        }
        const user = await authenticate(
          reply,
          byEmail.get(email.trim()) as UserRow | undefined,
          password,
        );
        return 'id' in user ? signIn(reply, user) : user;
      },
    );

    app.post<{ Body: { phone: string; password: string } }>(
      '/api/user/login/phone',
      { schema: credentials('phone'), config: signInLimit('phone') },
      async (request, reply) => {
        const { phone, password } = request.body;
        const user = await authenticate(reply, phoneUser(phone), password);
        return 'id' in user ? signIn(reply, user) : user;
      },
    );

    // Universal login: a login with neither '@' nor '.' is a phone number (spec, section 5).
    // Accounts without e-mail or phone (one-click, username) sign in here by their login.
    app.post<{ Body: { login: string; password: string } }>(
      '/api/user/login',
      { schema: credentials('login'), config: signInLimit('login') },
      async (request, reply) => {
        const login = request.body.login.trim();
        const isPhone = !login.includes('@') && !login.includes('.');
        const found =
          (isPhone ? phoneUser(login) : (byEmail.get(login) as UserRow | undefined)) ??
          (byLogin.get(login) as UserRow | undefined);
        const user = await authenticate(reply, found, request.body.password);
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
