export { PasswordField, passwordAutoCompletes } from './PasswordField.tsx';
export type { PasswordAutoComplete, PasswordFieldProps } from './PasswordField.tsx';
