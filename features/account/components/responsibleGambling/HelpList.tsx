import { useTranslation } from 'react-i18next';
import { Link, Stack, Text } from '../../../../design-system/index.ts';
import type { HelpOrganisation } from '../../../../schemas/responsibleGambling.ts';
import { telHref } from '../../model/responsibleGaming.ts';

/** The brand's help organisations for the player's language: name, a number to call, a site. */
export function HelpList({ organisations }: { organisations: readonly HelpOrganisation[] }) {
  const { t } = useTranslation('account');
  return (
    <Stack as="ul" space="medium">
      {organisations.map((organisation) => (
        <Stack as="li" key={organisation.name} space="xsmall">
          <Text weight="strong">{organisation.name}</Text>
          {organisation.phone ? (
            <Link href={telHref(organisation.phone)} underline="always">
              {t('rg.help.call', { phone: organisation.phone })}
            </Link>
          ) : null}
          {organisation.url ? (
            <Link
              href={organisation.url}
              external
              externalLabel={t('frame.opensInNewTab')}
              underline="always"
            >
              {organisation.url.replace(/^https?:\/\//, '').replace(/\/$/, '')}
            </Link>
          ) : null}
        </Stack>
      ))}
    </Stack>
  );
}
