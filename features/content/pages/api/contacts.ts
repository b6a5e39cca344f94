import useSWR from 'swr';
import { useApi } from '../../../core/api/index.ts';
import type { Contacts } from '../model/contacts.ts';

/** The brand's support channels, hours and link labels in a language (short code). */
export function useContacts(language: string) {
  const api = useApi();
  return useSWR<Contacts, unknown>(['contentPages/contacts', language] as const, () =>
    api.get<Contacts>('/api/site/contacts', { query: { lang: language } }),
  );
}
