/**
 * A flat page as written. Placeholders are filled in (escaped) when the seed stores the page:
 * `{brand}` the brand's name, `{email}` its support e-mail, `{minDeposit}`, `{minWithdrawal}` and
 * `{maxWithdrawal}` the payment limits of its default currency (limits.ts).
 */
export interface FlatPageSeed {
  idName: string;
  name: string;
  text: string;
}

/** Page ids and priorities, shared by every language (the list is sorted by priority). */
export const flatPageOrder = [
  { id: 1, idName: 'about', priority: 10 },
  { id: 2, idName: 'rules', priority: 20 },
  { id: 3, idName: 'privacy', priority: 30 },
  { id: 4, idName: 'responsible-gaming', priority: 40 },
  { id: 5, idName: 'bonus-rules', priority: 50 },
  { id: 6, idName: 'faq', priority: 60 },
] as const;
