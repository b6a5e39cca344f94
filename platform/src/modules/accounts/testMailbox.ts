import type { TestRequests } from '../../testing.ts';

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

/** The dev mailbox for an address or phone, newest first (contract tests only). */
export async function mailbox(server: TestRequests, to: string): Promise<MailboxMessage[]> {
  const response = await server.get<MailboxMessage[]>(
    `/api/dev/mailbox?to=${encodeURIComponent(to)}`,
  );
  return response.body.data;
}
