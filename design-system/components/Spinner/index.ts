export { Spinner } from './Spinner.tsx';
export type { SpinnerProps, SpinnerSize } from './Spinner.tsx';
export { spinnerSizes } from './Spinner.css.ts';
