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
 * What the schema cannot say about `responsibleGambling`, checked on the values the preset
 * resolves to (what players get): default limits in enabled currencies, in amounts the currency
 * can hold, in offered kinds and periods, growing with the period; a preset's market floor for
 * self-exclusion.
 */
export function responsibleGamblingProblems(brand: Brand): BrandProblem[] {
  const section = resolveResponsibleGambling(brand.responsibleGambling);
  const problems: BrandProblem[] = [];
  const enabled = new Set(brand.currencies.enabled);
  for (const kind of ['deposit', 'loss'] as const) {
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
