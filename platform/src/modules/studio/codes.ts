import { studioUploadCodes } from '../../../../schemas/studioApi.ts';

/**
 * codeStatus of the studio's refusals. The specs and the other modules use no code from 390 to
 * 399 (README.md in this folder lists them).
 */
export const studioCodes = {
  /** No operator session (none, expired, or a player's): 401. */
  notSignedIn: 390,
  /** The operator's roles do not allow the call (an editor publishing): 403. */
  roleRefused: 391,
  /** Wrong e-mail or password: 401 (one answer for both, so e-mails cannot be probed). */
  wrongCredentials: 392,
  /** No brand with that id: 404. */
  unknownBrand: 393,
  /** The brand breaks a rule of brand:check: publish refused, `data.problems` lists them: 422. */
  invalidBrand: 394,
  /** No such version of the brand: 404. */
  unknownVersion: 395,
  /** A new brand's id is taken (or a brand to copy is missing): 409. */
  brandExists: 396,
  /** A diff's `from`/`to` is neither a version number nor `draft`: 400. */
  badDiffTarget: 397,
  /** An upload that is not an allowed image by its bytes, or an SVG that could run or fetch: 415. */
  refusedFile: studioUploadCodes.refusedFile,
  /** An upload larger than its kind's limit: 413. */
  fileTooBig: studioUploadCodes.fileTooBig,
} as const;
