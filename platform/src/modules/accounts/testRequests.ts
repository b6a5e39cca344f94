import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/** Small request helpers for this module's contract tests (not used by the server). */
export function requests(app: FastifyInstance) {
  const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, cookie?: string) =>
    app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload }),
      ...(cookie === undefined ? {} : { headers: { cookie } }),
    });
  return {
    get: (url: string, cookie?: string) => send('GET', url, undefined, cookie),
    post: (url: string, payload: object, cookie?: string) => send('POST', url, payload, cookie),
    put: (url: string, payload: object, cookie?: string) => send('PUT', url, payload, cookie),
    /** The dev mailbox for an address or phone, newest first. */
    async mailbox(to: string) {
      const response = await send('GET', `/api/dev/mailbox?to=${encodeURIComponent(to)}`);
      return response.json<{ data: MailboxMessage[] }>().data;
    },
  };
}

export interface MailboxMessage {
  id: number;
  to: string;
  channel: 'email' | 'sms';
  subject: string;
  text: string;
  link?: string;
  code?: string;
  sentAt: string;
}

/** The Cookie header value of the session a response set, or undefined. */
export function sessionOf(response: LightMyRequestResponse): string | undefined {
  const cookie = response.cookies.find((candidate) => candidate.name === 'sid');
  return cookie ? `sid=${cookie.value}` : undefined;
}
