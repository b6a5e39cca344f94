import { useEffect } from 'react';

/**
 * The phone rule with its numbering plans (about 20 KB gzip), loaded when a form checks a phone:
 * the sign-in and registration panels open on their e-mail tabs, and recovery on a login field,
 * so a page that only shows them does not download the plans.
 */
export const loadPhoneRule = () => import('./phoneRule.ts');

/** Starts loading the phone rule while `needed`, so the check at submit does not wait for it. */
export function usePhoneRuleWarmUp(needed = true): void {
  useEffect(() => {
    if (needed) void loadPhoneRule();
  }, [needed]);
}
