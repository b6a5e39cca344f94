import { describe, expect, it } from 'vitest';
import {
  durationOf,
  exclusionEnd,
  helpOrganisationsFor,
  limitChangeEffect,
  parseLimitInput,
  splitMinutes,
  telHref,
} from './responsibleGaming.ts';

describe('exclusionEnd', () => {
  it('should add whole days to now, and give no end for a permanent exclusion', () => {
    const now = Date.parse('2026-11-27T22:00:00.000Z');
    expect(exclusionEnd(now, 1)?.toISOString()).toBe('2026-11-28T22:00:00.000Z');
    expect(exclusionEnd(now, 182)?.toISOString()).toBe('2027-05-28T22:00:00.000Z');
    expect(exclusionEnd(now, null)).toBeNull();
  });
});

describe('limitChangeEffect', () => {
  it('should apply a first limit or a lower one at once', () => {
    expect(limitChangeEffect(null, 100)).toBe('immediate');
    expect(limitChangeEffect(200, 100)).toBe('immediate');
  });
  it('should make a raise or a removal wait for the cooling-off', () => {
    expect(limitChangeEffect(100, 200)).toBe('coolingOff');
    expect(limitChangeEffect(100, null)).toBe('coolingOff');
  });
  it('should see no change in the same value', () => {
    expect(limitChangeEffect(100, 100)).toBe('unchanged');
    expect(limitChangeEffect(null, null)).toBe('unchanged');
  });
});

describe('parseLimitInput', () => {
  it('should read money with a comma or a point, up to the currency decimals', () => {
    expect(parseLimitInput(' 100,50 ', 'deposit', 2)).toEqual({ value: 100.5 });
    expect(parseLimitInput('1 000', 'loss', 0)).toEqual({ value: 1000 });
    expect(parseLimitInput('10.5', 'deposit', 0)).toEqual({ problem: 'decimals' });
  });
  it('should take whole minutes only for playing time', () => {
    expect(parseLimitInput('90', 'session', 2)).toEqual({ value: 90 });
    expect(parseLimitInput('90.5', 'session', 2)).toEqual({ problem: 'wholeMinutes' });
  });
  it('should refuse empty, zero and non-numbers', () => {
    expect(parseLimitInput('  ', 'deposit', 2)).toEqual({ problem: 'required' });
    expect(parseLimitInput('0', 'deposit', 2)).toEqual({ problem: 'invalid' });
    expect(parseLimitInput('-5', 'deposit', 2)).toEqual({ problem: 'invalid' });
    expect(parseLimitInput('1e3', 'deposit', 2)).toEqual({ problem: 'invalid' });
  });
});

describe('helpOrganisationsFor', () => {
  const section = {
    helpOrganisations: {
      'es-es': [{ name: 'FEJAR', phone: '+34 900 200 225', url: 'https://www.fejar.org' }],
      'en-US': [{ name: 'Gambling Therapy', url: 'https://www.gamblingtherapy.org' }],
    },
  };
  it('should match the language whatever its case', () => {
    expect(helpOrganisationsFor(section, 'es-ES', 'en-US')[0]?.name).toBe('FEJAR');
    expect(helpOrganisationsFor(section, 'en-us', 'es-es')[0]?.name).toBe('Gambling Therapy');
  });
  it('should fall back to the default language, then to any', () => {
    expect(helpOrganisationsFor(section, 'pt-PT', 'en-US')[0]?.name).toBe('Gambling Therapy');
    expect(helpOrganisationsFor(section, 'pt-PT', 'fr-FR')[0]?.name).toBe('FEJAR');
  });
});

describe('small readings', () => {
  it('should dial digits and a plus only', () => {
    expect(telHref('+34 900 200 225')).toBe('tel:+34900200225');
  });
  it('should split minutes into hours and minutes', () => {
    expect(splitMinutes(95)).toEqual({ hours: 1, minutes: 35 });
    expect(splitMinutes(-3)).toEqual({ hours: 0, minutes: 0 });
  });
  it('should name offered lengths as a player reads them', () => {
    expect([1, 7, 30, 42, 90, 182, 365, 1825].map(durationOf)).toEqual([
      { unit: 'hours', count: 24 },
      { unit: 'days', count: 7 },
      { unit: 'days', count: 30 },
      { unit: 'weeks', count: 6 },
      { unit: 'months', count: 3 },
      { unit: 'months', count: 6 },
      { unit: 'years', count: 1 },
      { unit: 'years', count: 5 },
    ]);
  });
});
