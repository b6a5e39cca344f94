import type { ApiClient } from '../../core/api/index.ts';

/** The three ways in (spec, section 1): e-mail, phone, or one universal login field. */
export type SignInRequest =
  | { method: 'email'; email: string; password: string }
  | { method: 'phone'; phone: string; password: string }
  | { method: 'login'; login: string; password: string };

/** Every sign-in and sign-up answers the new session's user; the cookie comes with it. */
export interface SignedIn {
  id: number;
  role: number;
}

/**
 * POST /api/user/login/email, /login/phone or /login (accounts README). Codes 2, 3, 4, 5 and 429;
 * the universal login also answers 20 for a mirror account, with `data.redirect`.
 */
export function signIn(api: ApiClient, request: SignInRequest): Promise<SignedIn> {
  switch (request.method) {
    case 'email':
      return api.post('/api/user/login/email', {
        email: request.email.trim(),
        password: request.password,
      });
    case 'phone':
      return api.post('/api/user/login/phone', {
        phone: request.phone,
        password: request.password,
      });
    case 'login':
      return api.post('/api/user/login', {
        login: request.login.trim(),
        password: request.password,
      });
  }
}
