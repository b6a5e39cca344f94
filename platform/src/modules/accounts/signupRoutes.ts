import { randomInt } from 'node:crypto';
import type { FastifyPluginCallback } from 'fastify';
import { hashPassword } from '../../auth/passwords.ts';
import type { PlatformContext } from '../../context.ts';
import { failure } from '../../envelope.ts';
import { authCodes } from './authCodes.ts';
import {
  AccountExistsError,
  accountExists,
  insertAccount,
  signedUpReply,
  type NewAccount,
} from './createAccount.ts';
import { sendVerificationEmail } from './emailVerification.ts';
import { accountRateLimit } from './rateLimit.ts';
import { loginExists, refuseBirthDate, refuseCredentials } from './refusals.ts';
import {
  birthDateField,
  currencyField,
  emailField,
  languageField,
  passwordField,
  promocodeField,
} from './schemaFields.ts';
import { isValidEmail, loginPattern, normalizeLanguage, signUpCurrency } from './validation.ts';

interface SignUpBody {
  email?: string;
  username?: string;
  currency: string;
  password: string;
  birth_date: string;
  lang?: string;
  need_activation?: boolean;
  promocode?: string;
}

interface OneClickBody {
  currency: string;
  birth_date: string;
  lang?: string;
  promocode?: string;
}

const signUpSchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['currency', 'password', 'birth_date'],
    anyOf: [{ required: ['email'] }, { required: ['username'] }],
    properties: {
      email: emailField,
      username: { type: 'string', pattern: loginPattern },
      currency: currencyField,
      password: passwordField,
      birth_date: birthDateField,
      lang: languageField,
      need_activation: { type: 'boolean' },
      promocode: promocodeField,
    },
  },
};

// One-click logins: a letter first (never mistaken for a phone), then letters and digits.
const letters = 'abcdefghijkmnpqrstuvwxyz';
const lettersAndDigits = `${letters}23456789`;
const pickFrom = (alphabet: string) => alphabet.charAt(randomInt(alphabet.length));

function randomLogin(): string {
  const length = randomInt(8, 11);
  let login = pickFrom(letters);
  while (login.length < length) login += pickFrom(lettersAndDigits);
  return login;
}

/** Sign-up by e-mail or username, and one-click sign-up (spec, sections 4 and 7). */
export function signupRoutes(context: PlatformContext): FastifyPluginCallback {
  const { database } = context;

  /** The new user's id, or undefined when the login, e-mail or phone is taken (code 695). */
  const create = async (
    account: Omit<NewAccount, 'passwordHash'>,
    password: string,
    requester: string,
  ) => {
    if (accountExists(database, account)) return undefined;
    const passwordHash = await hashPassword(password, requester);
    try {
      return insertAccount(
        database,
        { ...account, passwordHash },
        context.clock.now(),
        context.brand.responsibleGambling,
      );
    } catch (error) {
      if (error instanceof AccountExistsError) return undefined;
      throw error;
    }
  };

  return function register(app, _options, done) {
    app.post<{ Body: SignUpBody }>(
      '/api/user/signup',
      {
        schema: signUpSchema,
        config: {
          rateLimit: accountRateLimit(['email', 'username'], { what: 'sign-up attempts' }),
        },
      },
      async (request, reply) => {
        const body = request.body;
        const email = body.email?.trim();
        if (email !== undefined && !isValidEmail(email)) {
          return reply.code(400).send(failure('Invalid e-mail', authCodes.invalidEmail));
        }
        const currency = refuseCredentials(context, reply, body.password, body.currency);
        if (typeof currency !== 'string') return currency;
        const tooYoung = refuseBirthDate(context, reply, body.birth_date);
        if (tooYoung) return tooYoung;
        const lang = normalizeLanguage(body.lang, context.brand.defaultLanguage);
        const login = body.username ?? email ?? '';
        const userId = await create(
          {
            login,
            ...(email === undefined ? {} : { email }),
            currency,
            lang,
            birthDate: body.birth_date,
            ...(body.promocode ? { promocode: body.promocode } : {}),
          },
          body.password,
          request.ip,
        );
        if (userId === undefined) return loginExists(reply);
        if (body.need_activation && email !== undefined) {
          sendVerificationEmail(context, { id: userId, email, lang }, request.ip);
        }
        return signedUpReply(context, reply, userId);
      },
    );

    app.post<{ Body: OneClickBody }>(
      '/api/user/signup/one-click',
      {
        schema: {
          body: {
            type: 'object',
            additionalProperties: false,
            required: ['currency', 'birth_date'],
            properties: {
              currency: currencyField,
              birth_date: birthDateField,
              lang: languageField,
              promocode: promocodeField,
            },
          },
        },
        // Keyed by address alone: one-click names no account, and mass sign-ups are the risk.
        config: { rateLimit: accountRateLimit(undefined, { what: 'sign-ups' }) },
      },
      async (request, reply) => {
        const currency = signUpCurrency(request.body.currency, context.brand.currencies);
        if (!currency) {
          return reply
            .code(400)
            .send(failure(`Unsupported currency ${request.body.currency}`, 400));
        }
        const tooYoung = refuseBirthDate(context, reply, request.body.birth_date);
        if (tooYoung) return tooYoung;
        const birthDate = request.body.birth_date;
        // 8 random digits: the spec's "random numeric password"; shown once, then the player
        // may change it (the letters rule applies to passwords a player chooses).
        const password = String(randomInt(0, 100_000_000)).padStart(8, '0');
        const lang = normalizeLanguage(request.body.lang, context.brand.defaultLanguage);
        const promocode = request.body.promocode;
        // 24^1 * 32^7 logins and more: a clash is rare, and the loop only retries on one.
        for (let attempt = 0; attempt < 5; attempt += 1) {
          const login = randomLogin();
          const userId = await create(
            { login, currency, lang, birthDate, ...(promocode ? { promocode } : {}) },
            password,
            request.ip,
          );
          if (userId !== undefined) {
            return signedUpReply(context, reply, userId, { login, password });
          }
        }
        throw new Error('Could not find a free one-click login');
      },
    );
    done();
  };
}
