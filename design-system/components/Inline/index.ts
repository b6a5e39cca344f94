export { Inline, inlineAligns, inlineAlignsY } from './Inline.tsx';
export type { InlineAlign, InlineAlignY, InlineProps } from './Inline.tsx';
