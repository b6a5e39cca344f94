/**
 * Campaign pages (issue 10): the weekly free-bet campaign and the promotions (phone-prize draw,
 * bonuses), one descriptor per brand switch.
 */
export { freeBetsFeature } from './freeBets/index.ts';
export { promotionsFeature } from './promotions/index.ts';
