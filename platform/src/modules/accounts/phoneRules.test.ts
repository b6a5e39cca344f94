import { describe, expect, it } from 'vitest';
import { impossiblePhones, phoneExamples } from '../../../../schemas/phoneRule.examples.ts';
import { callingCodeOf } from '../../../../schemas/phoneRule.ts';
import { withTestPlatform } from '../../testing.ts';
import { phoneCodeHash } from './phoneCodeHash.ts';
import { validatePhone } from './phoneRules.ts';
import { mailbox } from './testMailbox.ts';

const platform = withTestPlatform();

const international = (region: string, nationalNumber: string) =>
  `+${callingCodeOf(region) ?? ''}${nationalNumber}`;

describe('phone rules', () => {
  it.each(phoneExamples)('should take a $region number its plan holds', ({ region, valid }) => {
    expect(validatePhone(international(region, valid))?.country.iso).toBe(region);
  });

  it.each(impossiblePhones)(
    'should refuse $region $nationalNumber, which has the length but no place in the plan',
    ({ region, nationalNumber }) => {
      expect(validatePhone(international(region, nationalNumber))).toBeUndefined();
      expect(validatePhone(international(region, nationalNumber), region)).toBeUndefined();
    },
  );

  it.each([
    ['+5698765432', 'a digit too few'],
    ['+1 202 555 0100', 'a country outside the catalogue'],
    ['+56 9 8765 432a', 'a letter'],
  ])('should refuse %j (%s)', (phone) => {
    expect(validatePhone(phone)).toBeUndefined();
  });

  it('should check country_code by ISO code, dial code or platform id', () => {
    expect(validatePhone('56987654321', 'CL')?.country.iso).toBe('CL');
    expect(validatePhone('56987654321', '205')?.country.iso).toBe('CL');
    expect(validatePhone('56987654321', '+56')?.country.iso).toBe('CL');
    expect(validatePhone('56987654321', 'BR')).toBeUndefined();
    expect(validatePhone('56987654321', 'ZZ')).toBeUndefined();
  });

  it('should file a +7 number under the country its number belongs to', () => {
    expect(validatePhone('+77011234567', 'RU')?.country.iso).toBe('KZ');
    expect(validatePhone('+79161234567', 'KZ')?.country.iso).toBe('RU');
    expect(validatePhone('+79161234567', '7')?.country.iso).toBe('RU');
  });
});

describe('impossible numbers at the phone calls', () => {
  it.each(impossiblePhones)(
    'should send no sign-up code to $region $nationalNumber and answer code 15',
    async ({ region, nationalNumber }) => {
      const phone = international(region, nationalNumber);
      const response = await platform.post('/api/user/phone/code', {
        phone,
        hash: phoneCodeHash(phone),
      });
      expect(response.statusCode).toBe(400);
      expect(response.body).toMatchObject({ success: false, codeStatus: 15 });
      expect(await mailbox(platform, phone)).toEqual([]);
    },
  );

  it.each(phoneExamples)('should send a sign-up code to a $region number', async (example) => {
    const phone = international(example.region, example.valid);
    const response = await platform.post('/api/user/phone/code', {
      phone,
      hash: phoneCodeHash(phone),
    });
    expect(response.body).toMatchObject({ success: true, data: { user_phone: phone.slice(1) } });
  });

  it.each(impossiblePhones)(
    'should refuse a sign-up with $region $nationalNumber with code 15',
    async ({ region, nationalNumber }) => {
      const response = await platform.post('/api/user/signup/phone', {
        name: 'Ana',
        phone: international(region, nationalNumber),
        currency: 'CLP',
        password: 'kiwi42',
        birth_date: '1990-05-17',
        code: '1234',
        country_code: region,
      });
      expect(response.statusCode).toBe(400);
      expect(response.body).toMatchObject({ success: false, codeStatus: 15 });
    },
  );

  it.each(impossiblePhones)(
    'should refuse recovery for $region $nationalNumber with code 15',
    async ({ region, nationalNumber }) => {
      const phone = international(region, nationalNumber);
      for (const url of [
        '/api/user/password/restore/phone',
        '/api/user/password/restore/phone/new',
      ]) {
        const response = await platform.post(url, {
          phone,
          new_password: 'phone123',
          code: '1234',
        });
        expect(response.statusCode).toBe(400);
        expect(response.body).toMatchObject({ success: false, codeStatus: 15 });
      }
    },
  );

  it('should still answer code 3 when recovery gets a login that is no phone at all', async () => {
    const response = await platform.post('/api/user/password/restore/phone', {
      phone: 'k7bqm2xz',
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).toMatchObject({ success: false, codeStatus: 3 });
  });
});
