import type { FastifyPluginCallback } from 'fastify';
import { requirePlayer, requireUser, type UserRow } from '../../auth/currentUser.ts';
import type { PlatformContext } from '../../context.ts';
import { failure, success } from '../../envelope.ts';
import { fromCents } from '../../money/ledger.ts';
import { authCodes } from './authCodes.ts';
import { accountExists } from './createAccount.ts';
import { invalidPhone, refuseBirthDate } from './refusals.ts';
import { birthDateField, phoneField } from './schemaFields.ts';
import { normalizePhone, validatePhone } from './phoneRules.ts';

interface AdditionalBody {
  first_name: string;
  last_name: string;
  middle_name?: string;
  birth_date: string;
  phone: string;
  passport?: string;
  gander?: 'male' | 'female';
}

/** The profile as GET /api/user/profile and the update answer give it (spec, section 3). */
export const profileOf = (user: UserRow) => ({
  id: user.id,
  email: user.email,
  email_verified: Boolean(user.email_verified),
  phone: user.phone,
  currency: user.currency,
  balance: fromCents(user.balance_cents),
  first_name: user.first_name,
  last_name: user.last_name,
  middle_name: user.middle_name,
  birth_date: user.birth_date,
  gender: user.gender,
  passport: user.passport,
  number_document: user.number_document,
  address: user.address,
  card: user.card,
  yandex: user.yandex,
  is_changed: user.is_changed,
});

const nameField = { type: 'string', minLength: 1, maxLength: 100, pattern: '\\S' } as const;

const additionalSchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    // The birth date too: personal data locks once saved, and it must show an adult.
    required: ['first_name', 'last_name', 'phone', 'birth_date'],
    properties: {
      first_name: nameField,
      last_name: nameField,
      middle_name: { type: 'string', maxLength: 100 },
      birth_date: birthDateField,
      phone: phoneField,
      passport: { type: 'string', maxLength: 50 },
      // The spec's payload spells gender "gander".
      gander: { type: 'string', enum: ['male', 'female'] },
    },
  },
};

/** Optional text fields: blank means "not given". */
function blankToNull(value: string | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

const isUniqueViolation = (error: unknown) =>
  error instanceof Error && 'code' in error && error.code === 'SQLITE_CONSTRAINT_UNIQUE';

/**
 * GET /api/user/profile and PUT /api/user/profile/additional/update. Personal data saves once:
 * then is_changed is 1 and later updates fail with 'data is not editable' (code 12). A phone the
 * account already has is read-only.
 */
export function profileRoutes(context: PlatformContext): FastifyPluginCallback {
  const { database } = context;
  const update = database.prepare(
    `UPDATE users SET first_name = @first_name, last_name = @last_name, middle_name = @middle_name,
       birth_date = @birth_date, phone = @phone, passport = @passport, gender = @gender,
       is_changed = 1
     WHERE id = @id AND is_changed = 0`,
  );
  const userById = database.prepare('SELECT * FROM users WHERE id = ?');
  return function register(app, _options, done) {
    app.get('/api/user/profile', (request, reply) => {
      const user = requireUser(context, request, reply);
      if (!user) return reply;
      return success(profileOf(user));
    });

    app.put<{ Body: AdditionalBody }>(
      '/api/user/profile/additional/update',
      { schema: additionalSchema },
      (request, reply) => {
        const user = requirePlayer(context, request, reply);
        if (!user) return reply;
        const notEditable = (message: string) =>
          reply.code(409).send(failure(message, authCodes.dataNotEditable));
        const phoneInUse = () =>
          reply.code(409).send(failure('Phone already in use', authCodes.loginExists));
        if (user.is_changed) return notEditable('data is not editable');
        const body = request.body;
        let phone = user.phone;
        if (phone === null) {
          const valid = validatePhone(body.phone);
          if (!valid) return invalidPhone(reply);
          if (accountExists(database, { login: valid.digits, phone: valid.digits })) {
            return phoneInUse();
          }
          phone = valid.digits;
        } else if (normalizePhone(body.phone) !== phone) {
          return notEditable('phone is not editable');
        }
        // A real day of someone at least the brand's minimum age (400, or code 240).
        const refused = refuseBirthDate(context, reply, body.birth_date);
        if (refused) return refused;
        let changes: number;
        try {
          ({ changes } = update.run({
            id: user.id,
            first_name: body.first_name.trim(),
            last_name: body.last_name.trim(),
            middle_name: blankToNull(body.middle_name),
            birth_date: body.birth_date,
            phone,
            passport: blankToNull(body.passport),
            gender: body.gander ?? null,
          }));
        } catch (error) {
          // Another account took the phone between the check and the update.
          if (isUniqueViolation(error)) return phoneInUse();
          throw error;
        }
        // Zero rows: a concurrent update saved first and locked the data.
        if (changes === 0) return notEditable('data is not editable');
        return success(profileOf(userById.get(user.id) as UserRow));
      },
    );
    done();
  };
}
