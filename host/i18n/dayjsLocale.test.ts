import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { applyDayjsLocale } from './dayjsLocale.ts';

describe('applyDayjsLocale', () => {
  it('should format dates in the interface language', async () => {
    const date = dayjs('2026-12-02T12:00:00');
    await applyDayjsLocale('es-ES');
    expect(date.locale(dayjs.locale()).format('dddd D MMMM')).toBe('miércoles 2 diciembre');
    await applyDayjsLocale('pt-PT');
    expect(date.locale(dayjs.locale()).format('dddd D MMMM')).toBe('quarta-feira 2 dezembro');
    await applyDayjsLocale('en-US');
    expect(date.locale(dayjs.locale()).format('dddd D MMMM')).toBe('Wednesday 2 December');
  });
});
