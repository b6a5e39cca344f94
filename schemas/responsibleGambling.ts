/**
 * The brand's `responsibleGambling` section with its preset resolved: every value the operator
 * left out comes from the preset, once, when the brand is published (decision 014), so the app
 * and the platform read the same complete values. One table for both (decision 022).
 */
import type { Brand } from './generated/brand.ts';

type Section = NonNullable<Brand['responsibleGambling']>;
export type ResponsibleGamblingPreset = NonNullable<Section['preset']>;
export type LimitKind = 'deposit' | 'loss' | 'session';
export type LimitPeriod = 'day' | 'week' | 'month';
export type PeriodValues = Partial<Record<LimitPeriod, number>>;

export const limitKinds: readonly LimitKind[] = ['deposit', 'loss', 'session'];
export const limitPeriods: readonly LimitPeriod[] = ['day', 'week', 'month'];

type HelpByLanguage = NonNullable<Section['helpOrganisations']>;
export type HelpOrganisation = NonNullable<HelpByLanguage[string]>[number];

/** The section as published: every value present. */
export interface ResolvedResponsibleGambling {
  preset: ResponsibleGamblingPreset;
  minimumAge: number;
  coolingOffHours: number;
  options: Required<NonNullable<Section['options']>>;
  /** Money in decimal units per currency, session in minutes. */
  defaultLimits: {
    deposit: Record<string, PeriodValues>;
    loss: Record<string, PeriodValues>;
    session: PeriodValues;
  };
  realityCheckMinutes: number;
  /** Per interface language. */
  helpOrganisations: Record<string, [HelpOrganisation, ...HelpOrganisation[]]>;
  regulatorBadge?: Section['regulatorBadge'];
}

/** What every regulated market asks as a floor: UKGC RTS 14's time-outs, 6 months to 5 years. */
const common: Pick<
  ResolvedResponsibleGambling,
  'minimumAge' | 'coolingOffHours' | 'options' | 'realityCheckMinutes'
> = {
  minimumAge: 18,
  coolingOffHours: 24,
  options: {
    limitKinds: ['deposit', 'loss', 'session'],
    limitPeriods: ['day', 'week', 'month'],
    timeoutDays: [1, 7, 30, 42],
    selfExclusionDays: [182, 365, 1825],
    selfExclusionPermanent: true,
  },
  realityCheckMinutes: 60,
};

/** Gambling Therapy (GamCare) answers in many languages: the help of a brand with no market. */
const gamblingTherapy = (name: string): HelpOrganisation => ({
  name,
  url: 'https://www.gamblingtherapy.org',
});

const fejar = (name: string): HelpOrganisation => ({
  name,
  phone: '+34 900 200 225',
  url: 'https://www.fejar.org',
});
const jugarBien = (name: string): HelpOrganisation => ({
  name,
  url: 'https://www.jugarbien.es',
});
const sicad = (name: string): HelpOrganisation => ({
  name,
  phone: '1414',
  url: 'https://www.sicad.pt',
});

export const responsibleGamblingPresets: Record<
  ResponsibleGamblingPreset,
  Omit<ResolvedResponsibleGambling, 'preset' | 'regulatorBadge'>
> = {
  generic: {
    ...common,
    defaultLimits: { deposit: {}, loss: {}, session: {} },
    helpOrganisations: {
      'es-es': [gamblingTherapy('Gambling Therapy (ayuda en línea gratuita)')],
      'en-US': [gamblingTherapy('Gambling Therapy (free online support)')],
      'pt-PT': [gamblingTherapy('Gambling Therapy (apoio online gratuito)')],
    },
  },
  // DGOJ: published deposit defaults at sign-up, increases only after a waiting period.
  'es-dgoj': {
    ...common,
    coolingOffHours: 72,
    defaultLimits: {
      deposit: { EUR: { day: 600, week: 1500, month: 3000 } },
      loss: {},
      session: {},
    },
    helpOrganisations: {
      'es-es': [
        fejar('FEJAR: Federación Española de Jugadores de Azar Rehabilitados'),
        jugarBien('Jugar Bien (Dirección General de Ordenación del Juego)'),
      ],
      'en-US': [
        fejar('FEJAR: Spanish federation of recovered gamblers'),
        jugarBien('Jugar Bien (Spanish gambling regulator, DGOJ)'),
      ],
      'pt-PT': [
        fejar('FEJAR: Federação espanhola de jogadores reabilitados'),
        jugarBien('Jugar Bien (regulador espanhol do jogo, DGOJ)'),
      ],
    },
  },
  // SRIJ: a self-exclusion lasts at least three months.
  'pt-srij': {
    ...common,
    options: { ...common.options, selfExclusionDays: [90, 182, 365, 1825] },
    defaultLimits: { deposit: {}, loss: {}, session: {} },
    helpOrganisations: {
      'pt-PT': [sicad('SICAD: Linha Vida (apoio ao jogo excessivo)')],
      'en-US': [sicad('SICAD: Linha Vida (Portuguese gambling-addiction help line)')],
      'es-es': [sicad('SICAD: Linha Vida (ayuda portuguesa para el juego excesivo)')],
    },
  },
};

/** The shortest self-exclusion a preset's market allows, in days (SRIJ: three months). */
export const minimumSelfExclusionDays: Record<ResponsibleGamblingPreset, number> = {
  generic: 30,
  'es-dgoj': 30,
  'pt-srij': 90,
};

/** A map without the entries an optional index signature may hold as undefined. */
function defined<Value>(record: Record<string, Value | undefined>): Record<string, Value> {
  const entries = Object.entries(record).filter(
    (entry): entry is [string, Value] => entry[1] !== undefined,
  );
  return Object.fromEntries(entries);
}

/**
 * The section with every value filled: the operator's where given, else the preset's. Maps
 * (default limits per kind and currency, help per language) merge key by key, so an operator can
 * add a currency or a language without repeating the preset's. Idempotent.
 */
export function resolveResponsibleGambling(
  section: Section | undefined,
): ResolvedResponsibleGambling {
  const given = section ?? {};
  const preset = given.preset ?? 'generic';
  const base = responsibleGamblingPresets[preset];
  const limits = given.defaultLimits ?? {};
  return {
    preset,
    minimumAge: given.minimumAge ?? base.minimumAge,
    coolingOffHours: given.coolingOffHours ?? base.coolingOffHours,
    options: { ...base.options, ...given.options },
    defaultLimits: {
      deposit: defined({ ...base.defaultLimits.deposit, ...limits.deposit }),
      loss: defined({ ...base.defaultLimits.loss, ...limits.loss }),
      session: { ...base.defaultLimits.session, ...limits.session },
    },
    realityCheckMinutes: given.realityCheckMinutes ?? base.realityCheckMinutes,
    helpOrganisations: defined({ ...base.helpOrganisations, ...given.helpOrganisations }),
    ...(given.regulatorBadge ? { regulatorBadge: given.regulatorBadge } : {}),
  };
}

export { helpOrganisationsFor } from './helpOrganisations.ts';
