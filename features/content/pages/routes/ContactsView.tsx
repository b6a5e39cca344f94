import { useTranslation } from 'react-i18next';
import {
  Box,
  Button,
  Card,
  ErrorState,
  Heading,
  Icon,
  List,
  ListRow,
  Skeleton,
  Stack,
  Text,
  VisuallyHidden,
} from '../../../../design-system/index.ts';
import { ExternalButton } from '../components/ExternalButton.tsx';
import { contactLinkIcon, isWebLink, telHref, type Contacts } from '../model/contacts.ts';

export type ContactsViewState =
  | { status: 'loading' }
  | { status: 'error'; message: string; onRetry: () => void; retrying: boolean }
  | {
      status: 'contacts';
      contacts: Contacts;
      /** The contacts call failed and these come from the brand file: say so, offer a retry. */
      fallback?: { onRetry: () => void; retrying: boolean };
    };

export interface ContactsViewProps {
  state: ContactsViewState;
}

/** /contacts: how to reach support (e-mail, phone, hours, live chat, social links). */
export function ContactsView({ state }: ContactsViewProps) {
  const { t } = useTranslation('contentPages');
  return (
    <Box padding="gutter" paddingBottom="xxlarge">
      <Stack space="large">
        <Heading level={1}>{t('contacts.title')}</Heading>
        {state.status === 'error' ? (
          <ErrorState
            title={t('contacts.error')}
            description={state.message}
            onRetry={state.onRetry}
            retryLabel={t('common.retry')}
            retrying={state.retrying}
          />
        ) : (
          <Text tone="secondary">{t('contacts.intro')}</Text>
        )}
        {state.status === 'loading' ? (
          <Stack space="medium" aria-busy="true">
            <VisuallyHidden>{t('contacts.loading')}</VisuallyHidden>
            <Skeleton shape="rect" size="large" />
            <Skeleton shape="rect" />
            <Skeleton shape="rect" />
          </Stack>
        ) : null}
        {state.status === 'contacts' ? (
          <ContactsDetails contacts={state.contacts} fallback={state.fallback} />
        ) : null}
      </Stack>
    </Box>
  );
}

function ContactsDetails({
  contacts,
  fallback,
}: {
  contacts: Contacts;
  fallback?: { onRetry: () => void; retrying: boolean };
}) {
  const { t } = useTranslation('contentPages');
  const hasDirect = Boolean(contacts.email || contacts.phone || contacts.hours);
  return (
    <>
      {fallback ? (
        <Card tone="sunken" padding="medium">
          <Stack space="small" align="left">
            <Text size="small" role="status">
              {t('contacts.fallback')}
            </Text>
            <Button
              size="small"
              variant="outline"
              icon="refresh"
              loading={fallback.retrying}
              onClick={fallback.onRetry}
            >
              {t('common.retry')}
            </Button>
          </Stack>
        </Card>
      ) : null}
      {hasDirect ? (
        <Card padding="none">
          <List>
            {contacts.email ? (
              <ListRow
                href={`mailto:${contacts.email}`}
                leading={<Icon name="info" />}
                label={t('contacts.email')}
                description={contacts.email}
              />
            ) : null}
            {contacts.phone ? (
              <ListRow
                href={telHref(contacts.phone)}
                leading={<Icon name="user" />}
                label={t('contacts.phone')}
                description={contacts.phone}
              />
            ) : null}
            {contacts.hours ? (
              <ListRow
                leading={<Icon name="clock" />}
                label={t('contacts.hours')}
                description={contacts.hours}
              />
            ) : null}
          </List>
        </Card>
      ) : null}
      {contacts.links.length > 0 ? (
        <Stack as="section" space="medium" aria-labelledby="contacts-channels">
          <Heading level={2} id="contacts-channels">
            {t('contacts.channels')}
          </Heading>
          <Stack as="ul" space="small">
            {contacts.links.map((link, index) => (
              <Box as="li" key={`${link.type}-${link.url}`}>
                {isWebLink(link.url) ? (
                  <ExternalButton
                    href={link.url}
                    icon={contactLinkIcon(link.type)}
                    // Live chat first (platform order): the one way to talk right now stands out.
                    variant={index === 0 && link.type === 'chat' ? 'solid' : 'outline'}
                    opensInNewTabLabel={t('common.opensInNewTab')}
                  >
                    {link.label}
                  </ExternalButton>
                ) : (
                  <Button
                    href={link.url}
                    icon={contactLinkIcon(link.type)}
                    variant="outline"
                    fullWidth
                  >
                    {link.label}
                  </Button>
                )}
              </Box>
            ))}
          </Stack>
        </Stack>
      ) : null}
    </>
  );
}
