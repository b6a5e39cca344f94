import type { LightMyRequestResponse } from 'fastify';

/** The `data` of an envelope answer, typed for this module's contract tests (not server code). */
export function dataOf<T>(response: LightMyRequestResponse): T {
  return response.json<{ data: T }>().data;
}

/** The checkout token in a top-up's url. */
export function tokenOf(url: string): string {
  return /\/demo\/checkout\/([a-f0-9]{32})/.exec(url)?.[1] ?? '';
}

/** What every top-up init answers. */
export interface TopUpStarted {
  url: string;
  payment_link?: string;
  payment_id: number;
  status: number;
  amount: number;
  currency: string;
}
