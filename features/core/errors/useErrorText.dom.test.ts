import { renderHook, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { createElement, type ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { loadErrorMessages } from './loadErrorMessages.ts';
import { ERRORS_NAMESPACE } from './types.ts';
import { useErrorMessage, useErrorText } from './useErrorText.ts';

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

describe('useErrorMessage', () => {
  /** An i18n instance that loads the catalogue on demand, as the app's does. */
  async function lazyInstance() {
    const load = vi.fn((tag: string, namespace: string) =>
      namespace === ERRORS_NAMESPACE ? loadErrorMessages(tag) : Promise.resolve({ default: {} }),
    );
    const instance = i18next.createInstance();
    await instance
      .use(resourcesToBackend(load))
      .use(initReactI18next)
      .init({ lng: 'en-US', ns: ['translation'], interpolation: { escapeValue: false } });
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(I18nextProvider, { i18n: instance }, children);
    const loadedCatalogue = () =>
      load.mock.calls.some(([, namespace]) => namespace === ERRORS_NAMESPACE);
    return { instance, wrapper, loadedCatalogue };
  }

  it('should load no catalogue while there is no error', async () => {
    const { wrapper, loadedCatalogue } = await lazyInstance();
    const { result } = renderHook(() => useErrorMessage(undefined), { wrapper });
    expect(result.current).toBeUndefined();
    expect(loadedCatalogue()).toBe(false);
  });

  it('should give the text only once the catalogue is in, never the key', async () => {
    const { wrapper, loadedCatalogue } = await lazyInstance();
    const seen: Array<string | undefined> = [];
    const { result } = renderHook(
      () => {
        const message = useErrorMessage({ key: 'general.default' });
        seen.push(message);
        return message;
      },
      { wrapper },
    );
    expect(result.current).toBeUndefined();
    await waitFor(() => expect(result.current).toBe('Request execution error. Please try again.'));
    expect(loadedCatalogue()).toBe(true);
    expect(seen.filter((message) => message !== undefined)).toEqual(
      seen.filter((message) => message === 'Request execution error. Please try again.'),
    );
  });

  it("should give a server's text at once, without the catalogue", async () => {
    const { wrapper, loadedCatalogue } = await lazyInstance();
    const { result } = renderHook(() => useErrorMessage({ text: 'Límite alcanzado' }), {
      wrapper,
    });
    expect(result.current).toBe('Límite alcanzado');
    expect(loadedCatalogue()).toBe(false);
  });
});
