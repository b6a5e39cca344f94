export { Form } from './Form.tsx';
export type { FormProps } from './Form.tsx';
