import type { ErrorObject } from 'ajv';
import brandSchema from '../../schemas/brand.schema.json' with { type: 'json' };
import type { Brand, MenuEntry } from '../../schemas/generated/brand.ts';
import { matchRoute } from '../routing/paths.ts';
import { unknownCurrencyProblems, unknownSymbolProblems } from './currencyRules.ts';
import { duplicateMenuIdProblems, menuLabelLanguageProblems } from './menuRules.ts';
import { responsibleGamblingProblems } from './responsibleGamblingProblems.ts';
import { didYouMean } from './suggest.ts';
import { contrastProblems, tokenProblems } from './themeProblems.ts';

/** One thing wrong with a brand file: where (a JSON pointer) and what. */
export interface BrandProblem {
  path: string;
  message: string;
}

/** A JSON pointer's reference tokens, unescaped (RFC 6901). */
function pointerTokens(pointer: string): string[] {
  return pointer
    .replace(/^#/, '')
    .split('/')
    .slice(1)
    .map((token) => token.replaceAll('~1', '/').replaceAll('~0', '~'));
}

/** The value at a JSON pointer, or undefined. */
function valueAt(root: unknown, pointer: string): unknown {
  let node = root;
  for (const token of pointerTokens(pointer)) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[token];
  }
  return node;
}

interface SchemaNode {
  $ref?: string;
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  additionalProperties?: SchemaNode | boolean;
  allOf?: SchemaNode[];
  then?: SchemaNode;
  else?: SchemaNode;
}

/** A schema node with its references followed and its branches (allOf, then, else) spread out. */
function expand(node: SchemaNode): SchemaNode[] {
  const target = node.$ref ? (valueAt(brandSchema, node.$ref) as SchemaNode | undefined) : node;
  if (!target) return [];
  const branches = [...(target.allOf ?? []), target.then, target.else].filter(
    (branch): branch is SchemaNode => branch !== undefined,
  );
  return [target, ...branches.flatMap(expand)];
}

/**
 * The settings the schema knows for the object at an instance path, walked from the root
 * (Ajv's own schema path restarts inside every referenced definition, so it cannot say).
 */
function knownKeys(instancePath: string): string[] {
  let nodes: SchemaNode[] = [brandSchema as SchemaNode];
  for (const token of pointerTokens(instancePath)) {
    nodes = nodes.flatMap(expand).flatMap((node): SchemaNode[] => {
      const child =
        node.properties?.[token] ??
        (/^\d+$/.test(token) ? node.items : undefined) ??
        (typeof node.additionalProperties === 'object' ? node.additionalProperties : undefined);
      return child ? [child] : [];
    });
  }
  return [...new Set(nodes.flatMap(expand).flatMap((node) => Object.keys(node.properties ?? {})))];
}

/**
 * Ajv's errors as operator-readable problems, one per path and message. With the checked data, a
 * misspelt key or enum value (a provider name) gets the closest known one as a suggestion.
 */
export function schemaProblems(errors: readonly ErrorObject[], data?: unknown): BrandProblem[] {
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
            message: `is not a setting this version knows${didYouMean(String(params.additionalProperty), knownKeys(error.instancePath)) || ' (check the spelling)'}`,
          };
        case 'enum': {
          const allowed = params.allowedValues as unknown[];
          const value = valueAt(data, error.instancePath);
          const hint =
            typeof value === 'string'
              ? didYouMean(
                  value,
                  allowed.filter((option): option is string => typeof option === 'string'),
                )
              : '';
          return {
            path: error.instancePath,
            message: `must be one of: ${allowed.map((option) => JSON.stringify(option)).join(', ')}${hint}`,
          };
        }
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
 * What the schema cannot say: defaults that are not enabled, currencies that do not exist or have
 * no symbol, menu entries that open no page or a switched-off feature, duplicate menu ids, menu
 * labels missing an enabled language, inverted limits, theme values of the wrong kind (a colour
 * the colour library cannot read, a space that is no length), unreadable contrast. Also run on a file the schema
 * rejected, so the operator sees every problem at once: each rule is isolated, and one that meets
 * a malformed part (already reported by the schema) simply has nothing to add.
 */
export function semanticProblems(brand: Brand): BrandProblem[] {
  return [
    defaultsProblems,
    campaignCurrencyProblems,
    unknownCurrencyProblems,
    unknownSymbolProblems,
    menuProblems,
    duplicateMenuIdProblems,
    menuLabelLanguageProblems,
    limitProblems,
    tokenProblems,
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
  // A one-click bet is placed without the slip: a stake outside the limits is refused every time.
  const oneClick = bets?.oneClick;
  if (oneClick !== undefined && bets?.max !== undefined && oneClick > bets.max) {
    problems.push({
      path: '/limits/bets/oneClick',
      message: `the one-click stake (${oneClick}) is above the largest stake, /limits/bets/max (${bets.max})`,
    });
  }
  if (oneClick !== undefined && bets?.min !== undefined && oneClick < bets.min) {
    problems.push({
      path: '/limits/bets/oneClick',
      message: `the one-click stake (${oneClick}) is below the smallest stake, /limits/bets/min (${bets.min})`,
    });
  }
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
