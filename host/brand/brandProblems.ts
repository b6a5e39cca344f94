import type { ErrorObject } from 'ajv';
// Pure modules of the design system, imported directly so the Node brand checker can use them too
// (the public index also loads the stylesheets, which only a bundler can).
import { findContrastProblems } from '../../design-system/themes/contrast.ts';
import { resolveTheme } from '../../design-system/themes/resolveTheme.ts';
import type { Brand, MenuEntry } from '../../schemas/generated/brand.ts';
import { matchRoute } from '../routing/paths.ts';
import { responsibleGamblingProblems } from './responsibleGamblingProblems.ts';

/** One thing wrong with a brand file: where (a JSON pointer) and what. */
export interface BrandProblem {
  path: string;
  message: string;
}

/** Ajv's errors as operator-readable problems, one per path and message. */
export function schemaProblems(errors: readonly ErrorObject[]): BrandProblem[] {
  const problems = errors
    // if/then/else and allOf report their branch's own errors too; those say more.
    .filter((error) => error.keyword !== 'if' && error.keyword !== 'allOf')
    .map((error): BrandProblem => {
      const params = error.params as Record<string, unknown>;
      switch (error.keyword) {
        case 'required':
          return {
            path: `${error.instancePath}/${String(params.missingProperty)}`,
            message: 'is required',
          };
        case 'additionalProperties':
          return {
            path: `${error.instancePath}/${String(params.additionalProperty)}`,
            message: 'is not a setting this version knows (check the spelling)',
          };
        case 'enum':
          return {
            path: error.instancePath,
            message: `must be one of: ${(params.allowedValues as unknown[]).map((value) => JSON.stringify(value)).join(', ')}`,
          };
        case 'not':
          return { path: error.instancePath, message: 'FUN is shown as RUB and cannot be listed' };
        case 'propertyNames':
          return {
            path: `${error.instancePath}/${String(params.propertyName)}`,
            message: 'is not an allowed key here',
          };
        default:
          return { path: error.instancePath, message: error.message ?? 'is not valid' };
      }
    });
  const seen = new Set<string>();
  return problems.filter((problem) => {
    const key = `${problem.path}\u0000${problem.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * What the schema cannot say: defaults that are not enabled, menu entries that open no page or a
 * switched-off feature, inverted limits, unreadable colours. Also run on a file the schema
 * rejected, so the operator sees every problem at once: each rule is isolated, and one that meets
 * a malformed part (already reported by the schema) simply has nothing to add.
 */
export function semanticProblems(brand: Brand): BrandProblem[] {
  return [
    defaultsProblems,
    campaignCurrencyProblems,
    menuProblems,
    limitProblems,
    contrastProblems,
    responsibleGamblingProblems,
  ].flatMap((rule) => {
    try {
      return rule(brand);
    } catch {
      return [];
    }
  });
}

function defaultsProblems(brand: Brand): BrandProblem[] {
  const problems: BrandProblem[] = [];
  const language = brand.languages.default ?? 'es-es';
  if (!brand.languages.enabled.includes(language)) {
    problems.push({
      path: '/languages/default',
      message: `"${language}" is not one of the enabled languages (${brand.languages.enabled.join(', ')})`,
    });
  }
  if (!brand.currencies.enabled.includes(brand.currencies.default)) {
    problems.push({
      path: '/currencies/default',
      message: `"${brand.currencies.default}" is not one of the enabled currencies (${brand.currencies.enabled.join(', ')})`,
    });
  }
  return problems;
}

/** The spec's campaign currency, which the schema gives a campaign that names none. */
const SPEC_CAMPAIGN_CURRENCY = 'TMT';

/**
 * A running campaign pays in one currency, and only players holding it take part: a currency no
 * player of the brand can hold would show every player amounts they are never paid.
 */
function campaignCurrencyProblems(brand: Brand): BrandProblem[] {
  const enabled: readonly string[] = brand.currencies.enabled;
  const campaigns = brand.campaigns ?? {};
  return (['freeBets', 'promotions'] as const).flatMap((name) => {
    const campaign = campaigns[name];
    if (campaign?.enabled !== true) return [];
    const currency = campaign.currency ?? SPEC_CAMPAIGN_CURRENCY;
    if (enabled.includes(currency)) return [];
    return [
      {
        path: `/campaigns/${name}/currency`,
        message: `the campaign pays in "${currency}"${campaign.currency ? '' : ' (left out: the spec’s)'}, which no player of the brand holds (enabled currencies: ${enabled.join(', ')})`,
      },
    ];
  });
}

function menuProblems(brand: Brand): BrandProblem[] {
  const features: Record<string, boolean | undefined> = { ...brand.features };
  const checkEntries = (entries: readonly MenuEntry[] | undefined, base: string): BrandProblem[] =>
    (entries ?? []).flatMap((entry, index) => {
      const path = `${base}/${index}`;
      const route = matchRoute(entry.route);
      const own: BrandProblem[] = !route
        ? [{ path: `${path}/route`, message: `"${entry.route}" is not a page of the app` }]
        : route.feature !== 'shell' && features[route.feature] === false
          ? [
              {
                path: `${path}/route`,
                message: `"${entry.route}" belongs to the ${route.feature} feature, which /features/${route.feature} switches off`,
              },
            ]
          : [];
      return [...own, ...checkEntries(entry.children, `${path}/children`)];
    });
  const menus = brand.menus ?? {};
  return [
    ...checkEntries(menus.header, '/menus/header'),
    ...checkEntries(menus.casinoQuickLinks, '/menus/casinoQuickLinks'),
    ...checkEntries(menus.profile, '/menus/profile'),
    ...(menus.sideMenu ?? []).flatMap((block, blockIndex) =>
      checkEntries(
        block.links.filter((link): link is MenuEntry => 'route' in link),
        `/menus/sideMenu/${blockIndex}/links`,
      ),
    ),
  ];
}

function limitProblems(brand: Brand): BrandProblem[] {
  const problems: BrandProblem[] = [];
  const ordered = (
    path: string,
    low: number | undefined,
    high: number | undefined,
    what: string,
  ) => {
    if (low !== undefined && high !== undefined && low > high) {
      problems.push({ path, message: `${what} (${low}) is above its maximum (${high})` });
    }
  };
  const bets = brand.limits?.bets;
  ordered('/limits/bets/min', bets?.min, bets?.max, 'the minimum stake');
  ordered('/limits/bets/default', bets?.default, bets?.max, 'the default stake');
  ordered(
    '/limits/bets/min',
    bets?.min,
    bets?.default,
    'the minimum stake is above the default; it',
  );
  for (const kind of ['topUp', 'eTopUp', 'withdrawal', 'eWithdrawal'] as const) {
    const range = brand.limits?.payment?.[kind];
    ordered(`/limits/payment/${kind}/min`, range?.min, range?.max, `the ${kind} minimum`);
  }
  const freeBet = brand.limits?.freeBet;
  ordered(
    '/limits/freeBet/minSingleCoef',
    freeBet?.minSingleCoef,
    freeBet?.maxSingleCoef,
    'the lowest single odds',
  );
  const campaign = brand.campaigns?.freeBets;
  ordered('/campaigns/freeBets/minOdds', campaign?.minOdds, campaign?.maxOdds, 'the lowest odds');
  if (campaign?.startDate && campaign.endDate && campaign.startDate > campaign.endDate) {
    problems.push({
      path: '/campaigns/freeBets/startDate',
      message: `the campaign starts (${campaign.startDate}) after it ends (${campaign.endDate})`,
    });
  }
  return problems;
}

function contrastProblems(brand: Brand): BrandProblem[] {
  const theme = brand.theme ?? {};
  const overridden: Record<string, unknown> = { ...theme.color };
  return findContrastProblems(resolveTheme(theme, theme.base ?? 'light')).map((problem) => ({
    path: `/theme/color/${problem.foreground in overridden ? problem.foreground : problem.background}`,
    message:
      problem.ratio === undefined
        ? `${problem.foreground} on ${problem.background} is not a colour the contrast check can read`
        : `${problem.foreground} on ${problem.background} has contrast ${problem.ratio.toFixed(2)}:1, below the ${problem.minimum}:1 that WCAG AA asks for`,
  }));
}
