import brandSchema from '../../../schemas/brand.schema.json' with { type: 'json' };

/** A brand id is a folder name and a host-name label: the schema's rule, which the API applies. */
export const brandIdRule = new RegExp(brandSchema.properties.id.pattern);

/** The API refuses longer ids (a host-name label's length). */
export const brandIdMaxLength = 63;

export type BrandIdProblem = 'empty' | 'pattern' | 'tooLong' | 'taken';

/** What is wrong with a new brand's id, checked as the operator types. */
export function brandIdProblem(id: string, taken: readonly string[]): BrandIdProblem | undefined {
  if (id === '') return 'empty';
  if (id.length > brandIdMaxLength) return 'tooLong';
  if (!brandIdRule.test(id)) return 'pattern';
  if (taken.includes(id)) return 'taken';
  return undefined;
}
