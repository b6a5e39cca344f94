import { renderHook } from '@testing-library/react';
import i18next from 'i18next';
import { createElement, type ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { loadErrorMessages } from './loadErrorMessages.ts';
import { ERRORS_NAMESPACE } from './types.ts';
import { useErrorText } from './useErrorText.ts';

async function renderErrorText(tag: 'es-ES' | 'en-US' | 'pt-PT') {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: tag,
    ns: [ERRORS_NAMESPACE],
    resources: { [tag]: { [ERRORS_NAMESPACE]: (await loadErrorMessages(tag)).default } },
    interpolation: { escapeValue: false },
  });
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(I18nextProvider, { i18n: instance }, children);
  return renderHook(() => useErrorText(), { wrapper }).result.current;
}

describe('useErrorText', () => {
  it('should translate a key in the player language', async () => {
    const spanish = await renderErrorText('es-ES');
    expect(spanish({ key: 'general.default' })).toBe('Error Al Ejecutar La Consulta.');
    const english = await renderErrorText('en-US');
    expect(english({ key: 'general.default' })).toBe('Request execution error. Please try again.');
  });

  it('should put the values in', async () => {
    const portuguese = await renderErrorText('pt-PT');
    expect(portuguese({ key: 'bet.expressOfSize', values: { count: 4 } })).toBe(
      'Esta aposta só pode ser jogada numa múltipla de 4 eventos.',
    );
    const english = await renderErrorText('en-US');
    expect(english({ key: 'slip.minSingleCoef', values: { bound: 1.75 } })).toBe(
      'The odds must be at least 1.75.',
    );
    expect(english({ key: 'status.eventsUnavailable', values: { matches: 'A – B, C – D' } })).toBe(
      "These matches can't be accepted right now. Remove them and try again:\nA – B, C – D",
    );
  });

  it('should write the end of an exclusion in the player language', async () => {
    // Midday UTC stays on the same day in every time zone a test machine may run in.
    const until = Date.parse('2026-11-19T12:00:00.000Z');
    const spanish = await renderErrorText('es-ES');
    expect(spanish({ key: 'protection.timedOutUntil', values: { until } })).toMatch(
      /^Tu cuenta está en la pausa que elegiste hasta el 19 nov 2026, \d{2}:\d{2}\./,
    );
    const english = await renderErrorText('en-US');
    expect(english({ key: 'protection.selfExcludedUntil', values: { until } })).toMatch(
      /^Your account is self-excluded until Nov 19, 2026, \d{1,2}:\d{2}\s?[AP]M\./,
    );
  });

  it("should show the server's text as written", async () => {
    const english = await renderErrorText('en-US');
    expect(english({ text: 'Límite <diario> alcanzado' })).toBe('Límite <diario> alcanzado');
  });
});
