/** The response envelope every platform call uses (both specs, section 7). */
export interface Envelope<T> {
  success: boolean;
  data: T | null;
  errorMessage: string | null;
  codeStatus: number;
}

export function success<T>(data: T): Envelope<T> {
  return { success: true, data, errorMessage: null, codeStatus: 0 };
}

export function failure(errorMessage: string, codeStatus: number): Envelope<never> {
  return { success: false, data: null, errorMessage, codeStatus };
}
