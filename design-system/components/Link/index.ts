export { Link } from './Link.tsx';
export type { LinkProps, LinkTone, LinkUnderline, LinkWeight } from './Link.tsx';
export { linkTones, linkUnderlines, linkWeights } from './Link.css.ts';
