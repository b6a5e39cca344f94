import type { i18n } from 'i18next';
import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrandSettingsForm } from './BrandSettingsForm.tsx';
import type { BrandSettingsFormProps } from './contract.ts';
import { FormProviders } from './FormProviders.tsx';
import { valueAt } from './pointer.ts';
import { schemaAt } from './schema/jsonSchema.ts';
import { SettingNode } from './SettingNode.tsx';
import type { SettingNodeProps } from './fields/settingProps.ts';
import { useSettingTextsContext } from './settingTexts/settingTexts.ts';
import { settingTitle } from './titles.ts';

type EditedProps = Omit<BrandSettingsFormProps, 'value' | 'onChange'> & {
  initial: Record<string, unknown>;
  onChange?: (next: Record<string, unknown>) => void;
};

/**
 * The form holding its own brand, as the studio's editor does: for stories and tests, which
 * also get each new brand through `onChange`.
 */
export function EditedBrandForm({ initial, onChange, ...props }: EditedProps) {
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

/** One setting's control on its own, editing a whole brand: for stories of single controls. */
export function EditedSetting({
  initial,
  pointer,
  problems = [],
  readOnly = false,
  onChange,
}: Omit<EditedProps, 'problems'> & { pointer: string; problems?: EditedProps['problems'] }) {
  const [brand, setBrand] = useState(initial);
  const schema = schemaAt(pointer);
  if (!schema) throw new Error(`No setting at ${pointer}`);
  return (
    <FormProviders
      value={brand}
      onChange={(next) => {
        setBrand(next);
        onChange?.(next);
      }}
      readOnly={readOnly}
      customControls={{}}
    >
      <LabelledSetting
        pointer={pointer}
        schema={schema}
        value={valueAt(brand, pointer)}
        problems={problems.filter((problem) => problem.path.startsWith(pointer))}
        required={false}
        depth={2}
      />
    </FormProviders>
  );
}

/** The setting labelled as the form labels it, in the operator's language (read inside the form). */
function LabelledSetting(props: Omit<SettingNodeProps, 'label'>) {
  const texts = useSettingTextsContext();
  const key = props.pointer.slice(props.pointer.lastIndexOf('/') + 1);
  return <SettingNode {...props} label={settingTitle(props.schema, key, texts)} />;
}

export function WithI18n({ instance, children }: { instance: i18n; children: ReactNode }) {
  return <I18nextProvider i18n={instance}>{children}</I18nextProvider>;
}
