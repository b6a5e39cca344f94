/** A promo code as the platform stores it: letters, digits, `_` or `-`, at most 64. */
export function isValidPromoCode(code: string): boolean {
  return /^[\p{L}\p{N}_-]{1,64}$/u.test(code.trim());
}
