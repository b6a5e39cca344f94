import { useTranslation } from 'react-i18next';
import { Box, Button, Stack, Text } from '../../../../design-system/index.ts';
import type { HelpOrganisation } from '../../../../schemas/responsibleGambling.ts';
import { telHref } from '../../model/responsibleGaming.ts';

/**
 * The brand's help organisations for the player's language: name, a number to call, a site. Both
 * are buttons: a player reaching for help on a phone needs a full-size tap target.
 */
export function HelpList({ organisations }: { organisations: readonly HelpOrganisation[] }) {
  const { t } = useTranslation('account');
  return (
    <Stack as="ul" space="large">
      {organisations.map((organisation) => {
        const site = organisation.url.replace(/^https?:\/\//, '').replace(/\/$/, '');
        return (
          <Box as="li" key={organisation.name}>
            <Stack space="small">
              <Text weight="strong">{organisation.name}</Text>
              {organisation.phone ? (
                <Button href={telHref(organisation.phone)} variant="outline" icon="chat" fullWidth>
                  {t('rg.help.call', { phone: organisation.phone })}
                </Button>
              ) : null}
              <Button
                href={organisation.url}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${site} (${t('frame.opensInNewTab')})`}
                variant="ghost"
                fullWidth
              >
                {site}
              </Button>
            </Stack>
          </Box>
        );
      })}
    </Stack>
  );
}
