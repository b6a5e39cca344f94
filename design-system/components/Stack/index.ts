export { Stack, stackAligns } from './Stack.tsx';
export type { StackAlign, StackProps } from './Stack.tsx';
