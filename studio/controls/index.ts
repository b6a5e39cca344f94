// The settings form of the brand studio: generated from schemas/brand.schema.json.
export { BrandSettingsForm } from './BrandSettingsForm.tsx';
export { controlIdFor } from './contract.ts';
export type { BrandSettingsFormProps, SettingControlProps } from './contract.ts';
