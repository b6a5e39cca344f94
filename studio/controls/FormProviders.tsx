import { useCallback, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../../design-system/index.ts';
import { resolvedBrandTheme } from './contrast.ts';
import type { BrandSettingsFormProps } from './contract.ts';
import {
  createThemeStore,
  CurrencySettingsContext,
  FormActionsContext,
  RenderSettingContext,
  ThemeContext,
  type FormActions,
} from './formContext.ts';
import { valueAt } from './pointer.ts';
import { renderSetting } from './SettingNode.tsx';
import { SettingTextsContext, useSettingTexts } from './settingTexts/settingTexts.ts';
import { updateAt } from './update.ts';

/** The settings other settings' units name: the default currency, the campaigns' currencies. */
const currencySettingPointers = [
  '/currencies/default',
  '/campaigns/freeBets/currency',
  '/campaigns/promotions/currency',
];

/**
 * What every setting control reads: how to edit the brand (a stable function, so no control
 * re-renders for it), the resolved theme for the contrast readouts, the currencies money is in,
 * the schema's texts in the operator's language, and the live region that announces moves and removals.
 */
export function FormProviders({
  value,
  onChange,
  readOnly,
  customControls,
  children,
}: Pick<BrandSettingsFormProps, 'value' | 'onChange'> & {
  readOnly: boolean;
  customControls: NonNullable<BrandSettingsFormProps['customControls']>;
  children: ReactNode;
}) {
  // The latest brand and callback, read when an edit happens. Two edits before a render (a
  // move, then its announcement's focus) build on each other.
  const latest = useRef({ value, onChange });
  useLayoutEffect(() => {
    latest.current = { value, onChange };
  }, [value, onChange]);
  const [announcement, setAnnouncement] = useState('');
  const { i18n } = useTranslation('controls');
  const settingTexts = useSettingTexts(i18n.language);

  const edit = useCallback((pointer: string, next: unknown) => {
    const current = latest.current;
    const updated = updateAt(current.value, pointer, next);
    current.value = updated;
    current.onChange(updated);
  }, []);
  const actions = useMemo<FormActions>(
    () => ({ edit, readOnly, customControls, announce: setAnnouncement }),
    [edit, readOnly, customControls],
  );

  const themeValue = value.theme;
  const theme = useMemo(() => resolvedBrandTheme(themeValue), [themeValue]);
  const [themeStore] = useState(() => createThemeStore(theme));
  useLayoutEffect(() => themeStore.set(theme), [themeStore, theme]);
  const [defaultCurrency, freeBetsCurrency, promotionsCurrency] = currencySettingPointers.map(
    (pointer) => valueAt(value, pointer),
  );
  const currencySettings = useMemo(
    () =>
      Object.fromEntries(
        currencySettingPointers.map((pointer, at) => [
          pointer,
          [defaultCurrency, freeBetsCurrency, promotionsCurrency][at],
        ]),
      ),
    [defaultCurrency, freeBetsCurrency, promotionsCurrency],
  );

  return (
    <FormActionsContext value={actions}>
      <RenderSettingContext value={renderSetting}>
        <ThemeContext value={themeStore}>
          <CurrencySettingsContext value={currencySettings}>
            <SettingTextsContext value={settingTexts}>
              {children}
              <VisuallyHidden>
                <span role="status">{announcement}</span>
              </VisuallyHidden>
            </SettingTextsContext>
          </CurrencySettingsContext>
        </ThemeContext>
      </RenderSettingContext>
    </FormActionsContext>
  );
}
