export { DateField } from './DateField.tsx';
export type { DateFieldProps } from './DateField.tsx';
export { isIsoDate } from './isIsoDate.ts';
