/**
 * The query schema of a call whose only parameter is `lang`; each module passes the `lang`
 * property it accepts (their bounds differ).
 */
export function langOnlyQuery<Lang extends object>(lang: Lang) {
  return { type: 'object', additionalProperties: false, properties: { lang } } as const;
}
