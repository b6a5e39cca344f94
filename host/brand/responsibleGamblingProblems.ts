import { currencyMinorDigits } from '../../schemas/currencyMinorUnits.ts';
import type { Brand } from '../../schemas/generated/brand.ts';
import {
  minimumSelfExclusionDays,
  resolveResponsibleGambling,
  type PeriodValues,
} from '../../schemas/responsibleGambling.ts';
import type { BrandProblem } from './brandProblems.ts';

const base = '/responsibleGambling';

/** A longer period's limit below a shorter one's would make the shorter one meaningless. */
function periodOrderProblems(values: PeriodValues, path: string): BrandProblem[] {
  const problems: BrandProblem[] = [];
  const pairs = [
    ['day', 'week'],
    ['week', 'month'],
  ] as const;
  for (const [shorter, longer] of pairs) {
    const low = values[shorter];
    const high = values[longer];
    if (low !== undefined && high !== undefined && high < low) {
      problems.push({
        path: `${path}/${longer}`,
        message: `(${high}) is below the ${shorter}'s limit (${low})`,
      });
    }
  }
  return problems;
}

/**
 * Default limits are per currency: a player signing up in an enabled currency the defaults leave
 * out would start without the limit every other player gets (a preset's regulator asks for it).
 */
function uncoveredCurrencyProblems(
  defaults: Record<string, PeriodValues>,
  kind: 'deposit' | 'loss',
  brand: Brand,
): BrandProblem[] {
  const covered = Object.keys(defaults);
  if (covered.length === 0) return [];
  return brand.currencies.enabled
    .filter((currency) => !covered.includes(currency))
    .map((currency) => ({
      path: `${base}/defaultLimits/${kind}`,
      message: `sets defaults in ${covered.join(', ')} but none in the enabled currency "${currency}": its players would start without this limit`,
    }));
}

/**
 * What the schema cannot say about `responsibleGambling`, checked on the values the preset
 * resolves to (what players get): default limits in enabled currencies and in every enabled
 * currency once any has them, in amounts the currency
 * can hold, in offered kinds and periods, growing with the period; a preset's market floor for
 * self-exclusion.
 */
export function responsibleGamblingProblems(brand: Brand): BrandProblem[] {
  const section = resolveResponsibleGambling(brand.responsibleGambling);
  const problems: BrandProblem[] = [];
  const enabled = new Set(brand.currencies.enabled);
  for (const kind of ['deposit', 'loss'] as const) {
    problems.push(...uncoveredCurrencyProblems(section.defaultLimits[kind], kind, brand));
    for (const [currency, values] of Object.entries(section.defaultLimits[kind])) {
      const path = `${base}/defaultLimits/${kind}/${currency}`;
      if (!enabled.has(currency)) {
        problems.push({ path, message: `"${currency}" is not an enabled currency` });
      }
      const digits = currencyMinorDigits(currency);
      for (const [period, value] of Object.entries(values)) {
        if (!Number.isInteger(Math.round(value * 10 ** digits * 1e6) / 1e6)) {
          problems.push({
            path: `${path}/${period}`,
            message: `has more decimals than ${currency} has (${digits})`,
          });
        }
      }
      problems.push(...periodOrderProblems(values, path));
    }
  }
  problems.push(
    ...periodOrderProblems(section.defaultLimits.session, `${base}/defaultLimits/session`),
  );
  const { limitKinds, limitPeriods } = section.options;
  for (const kind of ['deposit', 'loss', 'session'] as const) {
    const entries: PeriodValues[] =
      kind === 'session'
        ? [section.defaultLimits.session]
        : Object.values(section.defaultLimits[kind]);
    const periods = new Set(entries.flatMap((entry) => Object.keys(entry)));
    if (periods.size === 0) continue;
    const path = `${base}/defaultLimits/${kind}`;
    if (!limitKinds.includes(kind)) {
      problems.push({
        path,
        message: 'is a default of a limit kind options.limitKinds does not offer',
      });
    }
    for (const period of periods) {
      if (!limitPeriods.some((offered) => offered === period)) {
        problems.push({
          path,
          message: `has a "${period}" limit, a period options.limitPeriods does not offer`,
        });
      }
    }
  }
  const floor = minimumSelfExclusionDays[section.preset];
  section.options.selfExclusionDays.forEach((days, index) => {
    if (days < floor) {
      problems.push({
        path: `${base}/options/selfExclusionDays/${index}`,
        message: `(${days} days) is shorter than the ${section.preset} preset allows (${floor} days)`,
      });
    }
  });
  return problems;
}
