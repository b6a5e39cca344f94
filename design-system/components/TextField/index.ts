export { TextField } from './TextField.tsx';
export type { TextFieldProps, TextFieldType } from './TextField.tsx';
export { textFieldTypes } from './TextField.css.ts';
