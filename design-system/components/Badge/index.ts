export { Badge } from './Badge.tsx';
export type { BadgeEmphasis, BadgeProps, BadgeTone } from './Badge.tsx';
export { badgeEmphases, badgeTones } from './Badge.css.ts';
