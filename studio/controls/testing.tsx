import type { i18n } from 'i18next';
import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { BrandSettingsFormProps } from './contract.ts';
import { BrandSettingsForm } from './BrandSettingsForm.tsx';

/**
 * The form holding its own brand, as the studio's editor does: for stories and tests, which
 * also get each new brand through `onChange`.
 */
export function EditedBrandForm({
  initial,
  onChange,
  ...props
}: Omit<BrandSettingsFormProps, 'value' | 'onChange'> & {
  initial: Record<string, unknown>;
  onChange?: (next: Record<string, unknown>) => void;
}) {
  const [brand, setBrand] = useState(initial);
  return (
    <BrandSettingsForm
      {...props}
      value={brand}
      onChange={(next) => {
        setBrand(next);
        onChange?.(next);
      }}
    />
  );
}

export function WithI18n({ instance, children }: { instance: i18n; children: ReactNode }) {
  return <I18nextProvider i18n={instance}>{children}</I18nextProvider>;
}
