import type { FastifyPluginCallback } from 'fastify';
import { hashPassword } from '../../auth/passwords.ts';
import type { PlatformContext } from '../../context.ts';
import { failure, success } from '../../envelope.ts';
import { authCodes } from './authCodes.ts';
import { checkSmsCode, consumeCode } from './confirmationCodes.ts';
import {
  AccountExistsError,
  accountExists,
  insertAccount,
  signedUpReply,
} from './createAccount.ts';
import { phoneCodeHash } from './phoneCodeHash.ts';
import { turkmenistan, validatePhone } from './phoneRules.ts';
import { accountRateLimit } from './rateLimit.ts';
import {
  invalidKey,
  invalidPhone,
  loginExists,
  refuseBirthDate,
  refuseCredentials,
  refuseSmsCode,
} from './refusals.ts';
import {
  birthDateField,
  currencyField,
  languageField,
  passwordField,
  phoneField,
  promocodeField,
  smsCodeField,
} from './schemaFields.ts';
import { sendSmsCode } from './smsCodes.ts';
import { loginPattern, normalizeLanguage } from './validation.ts';

interface PhoneSignUpBody {
  login?: string;
  name?: string;
  phone: string;
  currency: string;
  password: string;
  birth_date: string;
  code: string;
  lang?: string;
  country_code?: string;
  promocode?: string;
}

/** POST /api/user/phone/code and POST /api/user/signup/phone (spec, section 7). */
export function phoneSignupRoutes(context: PlatformContext): FastifyPluginCallback {
  const { database } = context;
  return function register(app, _options, done) {
    app.post<{ Body: { phone: string; hash: string } }>(
      '/api/user/phone/code',
      {
        schema: {
          body: {
            type: 'object',
            additionalProperties: false,
            required: ['phone', 'hash'],
            properties: {
              phone: phoneField,
              hash: { type: 'string', pattern: '^[0-9a-fA-F]{64}$' },
            },
          },
        },
        config: { rateLimit: accountRateLimit('phone', { what: 'code requests' }) },
      },
      (request, reply) => {
        const { phone, hash } = request.body;
        if (hash.toLowerCase() !== phoneCodeHash(phone)) {
          return reply.code(400).send(failure('Invalid request hash', 400));
        }
        const valid = validatePhone(phone);
        if (!valid) return invalidPhone(reply);
        const sent = sendSmsCode(context, reply, {
          purpose: 'phone-sign-up',
          phone: valid.digits,
          lang: context.brand.defaultLanguage,
        });
        if (!sent) return reply;
        return success({ user_phone: valid.digits, request_id: sent.id });
      },
    );

    app.post<{ Body: PhoneSignUpBody }>(
      '/api/user/signup/phone',
      {
        schema: {
          body: {
            type: 'object',
            additionalProperties: false,
            required: ['phone', 'currency', 'password', 'code', 'birth_date'],
            properties: {
              login: { type: 'string', pattern: loginPattern },
              name: { type: 'string', maxLength: 100 },
              phone: phoneField,
              currency: currencyField,
              password: passwordField,
              birth_date: birthDateField,
              code: smsCodeField,
              lang: languageField,
              country_code: { type: 'string', maxLength: 8 },
              promocode: promocodeField,
            },
          },
        },
        config: { rateLimit: accountRateLimit('phone', { what: 'sign-up attempts' }) },
      },
      async (request, reply) => {
        const body = request.body;
        const valid = validatePhone(body.phone, body.country_code);
        if (!valid) return invalidPhone(reply);
        // Turkmen numbers sign up with a login of their own (spec, section 7).
        if (valid.country.iso === turkmenistan && body.login === undefined) {
          return reply.code(400).send(failure('A login is required for +993 numbers', 400));
        }
        const currency = refuseCredentials(context, reply, body.password, body.currency);
        if (typeof currency !== 'string') return currency;
        const tooYoung = refuseBirthDate(context, reply, body.birth_date);
        if (tooYoung) return tooYoung;
        const login = body.login ?? valid.digits;
        if (accountExists(database, { login, phone: valid.digits })) return loginExists(reply);

        const now = context.clock.now();
        const check = checkSmsCode(database, 'phone-sign-up', valid.digits, body.code, now);
        const refused = refuseSmsCode(reply, check.status, authCodes.keyExpired);
        if (refused || check.status !== 'valid') return refused;

        const passwordHash = await hashPassword(body.password, request.ip);
        const name = body.name?.trim();
        let userId: number | undefined;
        try {
          userId = database.transaction(() => {
            if (!consumeCode(database, check.id, now)) return undefined;
            return insertAccount(
              database,
              {
                login,
                phone: valid.digits,
                passwordHash,
                currency,
                lang: normalizeLanguage(body.lang, context.brand.defaultLanguage),
                birthDate: body.birth_date,
                countryCode: valid.country.iso,
                ...(name ? { firstName: name } : {}),
                ...(body.promocode ? { promocode: body.promocode } : {}),
              },
              now,
              context.brand.responsibleGambling,
            );
          })();
        } catch (error) {
          // The transaction rolled back, so the code stays usable for a retry.
          if (error instanceof AccountExistsError) return loginExists(reply);
          throw error;
        }
        if (userId === undefined) return invalidKey(reply);
        return signedUpReply(context, reply, userId);
      },
    );
    done();
  };
}
