import type { StudioProblem } from '../../../schemas/studioApi.ts';
import type { JsonSchema } from '../schema/jsonSchema.ts';

/** What every generated control gets from the node that chose it. */
export interface FieldProps {
  pointer: string;
  /** `controlIdFor(pointer)`: the id of the control's input (or of its group). */
  id: string;
  /** The resolved schema of the setting. */
  schema: JsonSchema;
  value: unknown;
  /** Problems at this setting's pointer and below it. */
  problems: readonly StudioProblem[];
  label: string;
  /** Help text: the schema's description, the default, an example or a format. */
  hint: string | undefined;
  required: boolean;
  /** Heading depth of the setting, for nested groups (2 is a form group's). */
  depth: number;
}

/** What the node that picks a setting's control gets from its parent. */
export interface SettingNodeProps {
  pointer: string;
  /** The setting's schema as its parent has it (`$ref`s are resolved by the node). */
  schema: JsonSchema;
  value: unknown;
  /** Problems at this setting's pointer and below it. */
  problems: readonly StudioProblem[];
  label: string;
  required: boolean;
  depth: number;
  /** The setting is a form group's body: the group's header names it, so no legend. */
  bare?: boolean;
}
