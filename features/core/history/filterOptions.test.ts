import { describe, expect, it } from 'vitest';
import {
  ALL_PROVIDERS,
  oneOrList,
  providerFilter,
  toggleOption,
  toggleProvider,
  type FilterOption,
} from './filterOptions.ts';

describe('toggleOption', () => {
  it('should switch only the option asked', () => {
    const options = [1, 2].map((value) => ({ value, active: false }));
    expect(toggleOption(options, 2)).toEqual([
      { value: 1, active: false },
      { value: 2, active: true },
    ]);
  });
});

describe('oneOrList', () => {
  it('should give nothing, one value alone, or several as a list', () => {
    expect(oneOrList([])).toBeUndefined();
    expect(oneOrList(['live'])).toBe('live');
    expect(oneOrList(['line', 'live'])).toEqual(['line', 'live']);
  });
});

describe('providerFilter', () => {
  const providers = (...active: string[]) =>
    [ALL_PROVIDERS, 'native', 'partner'].map((value) => ({
      value,
      active: active.includes(value),
    }));

  it('should send nothing when only all is active', () => {
    expect(providerFilter(providers(ALL_PROVIDERS))).toBeUndefined();
  });

  it('should send one named provider as a value and several as a list, never all', () => {
    expect(providerFilter(providers('native'))).toBe('native');
    expect(providerFilter(providers('native', 'partner'))).toEqual(['native', 'partner']);
    expect(providerFilter(providers(ALL_PROVIDERS, 'partner'))).toBe('partner');
  });
});

describe('toggleProvider', () => {
  const options = [ALL_PROVIDERS, 'native', 'partner'].map((value) => ({
    value,
    active: value === ALL_PROVIDERS,
  }));
  const active = (list: readonly FilterOption<string>[]) =>
    list.filter((option) => option.active).map((option) => option.value);

  it('should clear all when a provider is chosen, and bring it back when none is left', () => {
    const chosen = toggleProvider(options, 'native');
    expect(active(chosen)).toEqual(['native']);
    expect(active(toggleProvider(chosen, 'native'))).toEqual([ALL_PROVIDERS]);
  });

  it('should clear the named providers when all is chosen', () => {
    const chosen = toggleProvider(toggleProvider(options, 'native'), 'partner');
    expect(active(toggleProvider(chosen, ALL_PROVIDERS))).toEqual([ALL_PROVIDERS]);
  });
});
