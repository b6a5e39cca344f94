import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ONE_CLICK_STORAGE_KEY,
  parseOneClick,
  resetOneClickForTests,
  useOneClick,
} from './oneClickSettings.ts';

afterEach(() => {
  window.localStorage.clear();
  resetOneClickForTests();
});

describe('one-click settings', () => {
  it('should start off with 50 and persist changes', () => {
    const { result } = renderHook(() => useOneClick());
    expect(result.current).toMatchObject({ enabled: false, amount: 50 });
    act(() => {
      result.current.setEnabled(true);
      result.current.setAmount(120.5);
    });
    expect(result.current).toMatchObject({ enabled: true, amount: 120.5 });
    expect(JSON.parse(window.localStorage.getItem(ONE_CLICK_STORAGE_KEY) ?? '{}')).toEqual({
      enabled: true,
      amount: 120.5,
    });
  });

  it('should ignore an unusable amount and a corrupt stored value', () => {
    const { result } = renderHook(() => useOneClick());
    act(() => {
      result.current.setAmount(-5);
      result.current.setAmount(Number.NaN);
    });
    expect(result.current.amount).toBe(50);
    expect(parseOneClick('{oops')).toEqual({ enabled: false, amount: 50 });
    expect(parseOneClick('{"enabled":"yes","amount":"9"}')).toEqual({ enabled: false, amount: 50 });
  });
});
