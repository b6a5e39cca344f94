import type { ReactNode } from 'react';
import type { StudioProblem } from '../../schemas/studioApi.ts';

/**
 * The id of the control that edits the setting at a JSON Pointer (`/theme/colors/brand`): a
 * problem, a diff line or the audit log links to the same control with it.
 */
export function controlIdFor(pointer: string): string {
  return `setting${pointer.replace(/[^\w-]+/g, '.')}`;
}

/** What a custom control for one setting gets (an upload field for `/logo/src`, for example). */
export interface SettingControlProps {
  /** The setting's JSON Pointer. */
  pointer: string;
  /** The id the control's input must carry: `controlIdFor(pointer)`. */
  id: string;
  value: unknown;
  onChange: (next: unknown) => void;
  /** The problems at this pointer (and below it), already localized or as brand:check says. */
  problems: readonly StudioProblem[];
  /** The setting's title and description from the schema, for the label and the help. */
  label: string;
  description?: string;
}

/** Props of the settings form generated from schemas/brand.schema.json (`studio/controls`). */
export interface BrandSettingsFormProps {
  /** The whole brand JSON being edited (a draft may be invalid). */
  value: Record<string, unknown>;
  /** Called with the whole new brand JSON after each edit. */
  onChange: (next: Record<string, unknown>) => void;
  /** Every problem of the draft (brand:check's, as JSON Pointers). */
  problems: readonly StudioProblem[];
  /** Read-only for an operator without the editor role. */
  readOnly?: boolean;
  /** Controls of the studio's own for some settings, by JSON Pointer. */
  customControls?: Readonly<Record<string, (props: SettingControlProps) => ReactNode>>;
}
