export { Heading, headingLevels } from './Heading.tsx';
export type { HeadingLevel, HeadingProps } from './Heading.tsx';
