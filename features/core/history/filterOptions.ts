/*
 * The options of the history filters (slots and sportsbook histories share the spec's shape:
 * "each option has value and active flag") and the rules both build their requests with.
 */

/** One choice of a history filter. */
export interface FilterOption<Value extends string | number> {
  value: Value;
  active: boolean;
}

/** The "every provider" choice of the provider filter (all plus provider names). */
export const ALL_PROVIDERS = 'all';

/** Switches one option on or off. */
export function toggleOption<Value extends string | number>(
  options: readonly FilterOption<Value>[],
  value: Value,
): FilterOption<Value>[] {
  return options.map((option) =>
    option.value === value ? { ...option, active: !option.active } : option,
  );
}

/**
 * The provider filter: choosing 'all' clears the named providers; choosing a provider clears
 * 'all'; switching off the last named provider brings 'all' back, so the filter never ends up
 * asking for nothing.
 */
export function toggleProvider(
  options: readonly FilterOption<string>[],
  value: string,
): FilterOption<string>[] {
  if (value === ALL_PROVIDERS) {
    return options.map((option) => ({ ...option, active: option.value === ALL_PROVIDERS }));
  }
  const toggled = toggleOption(options, value);
  const anyNamed = toggled.some((option) => option.active && option.value !== ALL_PROVIDERS);
  return toggled.map((option) =>
    option.value === ALL_PROVIDERS ? { ...option, active: !anyNamed } : option,
  );
}

export function activeValues<Value extends string | number>(
  options: readonly FilterOption<Value>[],
): Value[] {
  return options.filter((option) => option.active).map((option) => option.value);
}

/** One value alone, several as a list (the spec's rule for providers and game types). */
export function oneOrList<Value>(values: readonly Value[]): Value | Value[] | undefined {
  if (values.length === 0) return undefined;
  return values.length === 1 ? values[0] : [...values];
}

/**
 * Active providers other than 'all' as the spec sends them: one value alone, several as a list,
 * nothing when only 'all' is on.
 */
export function providerFilter(
  providers: readonly FilterOption<string>[],
): string | string[] | undefined {
  return oneOrList(activeValues(providers).filter((value) => value !== ALL_PROVIDERS));
}
