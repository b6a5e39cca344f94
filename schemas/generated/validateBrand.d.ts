/* This file is generated from schemas/ by `npm run types:generate`. Do not edit it by hand. */
import type { ErrorObject } from 'ajv';

/** Validates a parsed brand file and fills in defaults in place; errors lists every problem. */
declare const validateBrand: {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
};
export default validateBrand;
