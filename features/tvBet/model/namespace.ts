/** This feature's i18n namespace. */
export const TV_BET_NAMESPACE = 'tvBet';
