import type { ApiClient } from '../../core/api/index.ts';

/** POST /api/user/password/restore: mails a /restore-password link. Codes 2, 3, 429. */
export async function requestEmailRecovery(api: ApiClient, email: string): Promise<void> {
  await api.post('/api/user/password/restore', { email: email.trim() });
}

/**
 * POST /api/user/password/restore/phone: an SMS code; answers the account's phone digits, which
 * the second step sends back. Codes 3, 429.
 */
export async function requestPhoneRecovery(api: ApiClient, phone: string): Promise<string> {
  const answer = await api.post<{ user_phone: string; request_id: number }>(
    '/api/user/password/restore/phone',
    { phone: phone.trim() },
  );
  return answer.user_phone;
}

/** POST /api/user/password/restore/phone/new. Codes 3, 6, 10, 231/233, 429. */
export async function setPasswordByPhoneCode(
  api: ApiClient,
  request: { phone: string; code: string; newPassword: string },
): Promise<void> {
  await api.post('/api/user/password/restore/phone/new', {
    phone: request.phone,
    code: request.code.trim(),
    new_password: request.newPassword,
  });
}

/** POST /api/user/password/restore/new, with the code of the mailed link. Codes 6, 10, 231/233. */
export async function setPasswordByLink(
  api: ApiClient,
  request: { code: string; newPassword: string },
): Promise<void> {
  await api.post('/api/user/password/restore/new', {
    code: request.code,
    new_password: request.newPassword,
  });
}
