export { Text } from './Text.tsx';
export type { TextAlign, TextProps, TextSize, TextTone, TextWeight } from './Text.tsx';
export { textAligns, textSizes, textTones, textWeights } from './Text.css.ts';
