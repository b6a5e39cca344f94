import { createContext, useContext, type ReactNode } from 'react';
import type { ThemeValues } from '../../design-system/themes/themeValues.ts';
import type { BrandSettingsFormProps } from './contract.ts';
import type { SettingNodeProps } from './fields/settingProps.ts';

/**
 * What every control needs and what never changes while typing: how to edit, whether it may, and
 * the app's own controls. Its value is stable, so reading it re-renders nothing.
 */
export interface FormActions {
  /** Sets the setting at the pointer; `undefined` removes it (reset to default). */
  edit: (pointer: string, next: unknown) => void;
  readOnly: boolean;
  customControls: NonNullable<BrandSettingsFormProps['customControls']>;
  /** Announces a change that has no visible focus to follow it (a move, a removal). */
  announce: (message: string) => void;
}

export const FormActionsContext = createContext<FormActions | null>(null);

export function useFormActions(): FormActions {
  const actions = useContext(FormActionsContext);
  if (!actions) throw new Error('Setting controls render inside BrandSettingsForm');
  return actions;
}

/**
 * The brand's resolved theme, as a store: a colour control subscribes to what it shows of it
 * (its pairs' ratios), so a colour edit re-renders only the controls whose readout changed,
 * not all 31 colour roles.
 */
export interface ThemeStore {
  get: () => ThemeValues;
  subscribe: (listener: () => void) => () => void;
}

export function createThemeStore(
  initial: ThemeValues,
): ThemeStore & { set: (next: ThemeValues) => void } {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set: (next) => {
      if (next === current) return;
      current = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const ThemeContext = createContext<ThemeStore | null>(null);

/** The values other settings' units name (the default currency, a campaign's currency). */
export const CurrencySettingsContext = createContext<Readonly<Record<string, unknown>>>({});

/** Renders one setting (`<SettingNode {...props} />`). */
export type RenderSetting = (props: SettingNodeProps) => ReactNode;

/**
 * How the controls that hold settings (sections, maps, lists) render their children: through
 * this function rather than importing the node component, which imports them (a cycle).
 */
export const RenderSettingContext = createContext<RenderSetting | null>(null);

export function useRenderSetting(): RenderSetting {
  const render = useContext(RenderSettingContext);
  if (!render) throw new Error('Setting controls render inside BrandSettingsForm');
  return render;
}
