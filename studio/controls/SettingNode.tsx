import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { controlIdFor } from './contract.ts';
import { BooleanControl } from './fields/BooleanControl.tsx';
import { ColourControl } from './fields/ColourControl.tsx';
import { CustomControl } from './fields/CustomControl.tsx';
import { EnumControl } from './fields/EnumControl.tsx';
import { settingHelp } from './fields/help.ts';
import { JsonControl } from './fields/JsonControl.tsx';
import { ListControl } from './fields/ListControl.tsx';
import { MapControl } from './fields/MapControl.tsx';
import { NumberControl } from './fields/NumberControl.tsx';
import { NumberListControl } from './fields/NumberListControl.tsx';
import { SectionControl } from './fields/SectionControl.tsx';
import type { FieldProps, SettingNodeProps } from './fields/settingProps.ts';
import { TextControl } from './fields/TextControl.tsx';
import { ToggleListControl } from './fields/ToggleListControl.tsx';
import { useFormActions } from './formContext.ts';
import { sameProblems } from './problems.ts';
import { useSettingTextsContext } from './settingTexts/settingTexts.ts';
import { branchFor, fits, resolve } from './schema/jsonSchema.ts';
import { settingKind } from './schema/settingKinds.ts';

/**
 * One setting: picks its control from the schema (or the app's own control for the pointer).
 * A value whose shape does not fit the schema (an invalid draft) gets the JSON control, so the
 * form never drops what it cannot show.
 */
function SettingNodeImpl(props: SettingNodeProps) {
  const { t } = useTranslation('controls');
  const { customControls } = useFormActions();
  const texts = useSettingTextsContext();
  const { pointer, value, problems, label, required, depth, bare } = props;
  const schema = resolve(props.schema);
  const id = controlIdFor(pointer);
  const custom = customControls[pointer];
  const kind = settingKind(schema, pointer);
  const shape = kind === 'section' && value !== undefined ? branchFor(schema, value) : schema;
  const field: FieldProps = {
    pointer,
    id,
    schema: shape ?? schema,
    value,
    problems,
    label,
    hint: settingHelp(schema, t, texts),
    required,
    depth,
  };
  if (custom) {
    return <CustomControl render={custom} field={field} />;
  }
  if (!shape || (value !== undefined && !fits(kind === 'section' ? shape : schema, value))) {
    return <JsonControl {...field} />;
  }
  switch (kind) {
    case 'section':
      return <SectionControl field={field} shape={shape} bare={bare} />;
    case 'map':
      return <MapControl field={field} bare={bare} />;
    case 'list':
      return <ListControl field={field} bare={bare} />;
    case 'toggles':
      return <ToggleListControl {...field} />;
    case 'numberList':
      return <NumberListControl {...field} />;
    case 'colour':
      return <ColourControl {...field} />;
    case 'enum':
      return <EnumControl {...field} />;
    case 'boolean':
      return <BooleanControl {...field} />;
    case 'number':
      return <NumberControl {...field} />;
    case 'text':
      return <TextControl {...field} />;
    default:
      return <JsonControl {...field} />;
  }
}

/**
 * Re-renders only when its own value or problems change: an edit replaces the objects on its
 * path alone (immer), so typing in one field re-renders that field and its ancestors, not the
 * ~235 settings beside it.
 */
export const SettingNode = memo(
  SettingNodeImpl,
  (before, after) =>
    before.value === after.value &&
    before.pointer === after.pointer &&
    before.schema === after.schema &&
    before.label === after.label &&
    before.required === after.required &&
    before.depth === after.depth &&
    before.bare === after.bare &&
    sameProblems(before.problems, after.problems),
);

/** What the containers render their settings with (see RenderSettingContext). */
export function renderSetting(props: SettingNodeProps): ReactNode {
  return <SettingNode {...props} />;
}
