export { Flag } from './Flag.tsx';
export type { FlagProps } from './Flag.tsx';
