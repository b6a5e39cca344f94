export { Card } from './Card.tsx';
export type { CardProps, CardTone } from './Card.tsx';
export { cardTones } from './Card.css.ts';
