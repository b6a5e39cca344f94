import { useTranslation } from 'react-i18next';
import { useBrand } from '../../../core/brand/index.ts';
import { describeError, useErrorText } from '../../../core/errors/index.ts';
import { shortLanguageCode } from '../../../core/language.ts';
import { useContacts } from '../api/contacts.ts';
import { contactsFromBrand } from '../model/contacts.ts';
import { ContactsView, type ContactsViewState } from './ContactsView.tsx';

/**
 * /contacts: the platform's contacts in the interface language; when that call fails, the
 * brand file's e-mail, phone and live chat, so a player looking for help always finds some.
 */
export default function ContactsScreen() {
  const { t, i18n } = useTranslation('contentPages');
  const brand = useBrand();
  const errorText = useErrorText();
  const { data, error, isValidating, mutate } = useContacts(shortLanguageCode(i18n.language));
  const retry = () => void mutate();

  let state: ContactsViewState;
  if (data) {
    state = { status: 'contacts', contacts: data };
  } else if (error) {
    const fromBrand = contactsFromBrand(brand.support, t('contacts.chat'));
    state = fromBrand
      ? {
          status: 'contacts',
          contacts: fromBrand,
          fallback: { onRetry: retry, retrying: isValidating },
        }
      : {
          status: 'error',
          message: errorText(describeError(error, 'general')),
          onRetry: retry,
          retrying: isValidating,
        };
  } else {
    state = { status: 'loading' };
  }
  return <ContactsView state={state} />;
}
