/**
 * Test fixtures: for each country of the phone catalogue, a number its plan holds and numbers of
 * the right length that no plan holds, as national digits (what the phone field takes after the
 * country picker). The app's and the platform's tests both check their phone rules with them.
 */
export interface PhoneExamples {
  region: string;
  valid: string;
  impossible: readonly string[];
}

export const phoneExamples: readonly PhoneExamples[] = [
  { region: 'CL', valid: '987654321', impossible: ['000000000', '123456789'] },
  { region: 'BR', valid: '11987654321', impossible: ['00000000000'] },
  { region: 'VE', valid: '4121234567', impossible: ['1234567890'] },
  { region: 'RU', valid: '9123456789', impossible: ['0000000000'] },
  { region: 'KZ', valid: '7011234567', impossible: ['1234567890'] },
  { region: 'TM', valid: '61234567', impossible: ['99999999'] },
  { region: 'TR', valid: '5321234567', impossible: ['1234567890'] },
  { region: 'AZ', valid: '501234567', impossible: ['000000000'] },
  { region: 'UA', valid: '501234567', impossible: ['123456789'] },
  { region: 'MD', valid: '62112345', impossible: ['12345678'] },
  { region: 'MN', valid: '88123456', impossible: ['00000000'] },
  { region: 'AM', valid: '77123456', impossible: ['00000000'] },
  { region: 'KG', valid: '700123456', impossible: ['000000000'] },
  { region: 'BY', valid: '291234567', impossible: ['000000000'] },
  { region: 'UZ', valid: '912345678', impossible: ['000000000'] },
  // The small metadata holds every 9-digit Tajik number, so none of the length is impossible.
  { region: 'TJ', valid: '917123456', impossible: [] },
];

/** Each impossible number with its region, for `it.each`. */
export const impossiblePhones = phoneExamples.flatMap(({ region, impossible }) =>
  impossible.map((nationalNumber) => ({ region, nationalNumber })),
);
