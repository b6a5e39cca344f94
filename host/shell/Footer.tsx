import { useTranslation } from 'react-i18next';
import {
  Badge,
  Box,
  Button,
  Inline,
  Stack,
  Text,
  VisuallyHidden,
} from '../../design-system/index.ts';
import { brandText } from '../../features/core/brand/index.ts';
import type { Brand } from '../../schemas/generated/brand.ts';
import { helpOrganisationsFor } from '../../schemas/helpOrganisations.ts';
import { minimumAgeOf } from '../../schemas/minimumAge.ts';
import { footer, footerBadge } from './Footer.css.ts';
import { brandAssetUrl, shellLinks } from './shellLinks.ts';
import { useShellLanguage } from './useShellLanguage.ts';

export interface FooterProps {
  brand: Brand;
  /** The limits page is a player's own: a guest is asked to sign in first. */
  signedIn: boolean;
}

/**
 * The foot of every page: the brand's minimum age, the help organisation of the player's language,
 * the way to the player's limits and the regulator's badge when the brand has one. Lazy: it sits
 * below the page, so the first paint never waits for it.
 */
export default function Footer({ brand, signedIn }: FooterProps) {
  const { t } = useTranslation();
  const { language, fallbackLanguage } = useShellLanguage(brand);
  // The published brand has its preset resolved (decision 022): the presets' table stays out of
  // every page's scripts.
  const section = brand.responsibleGambling;
  const [help] = section?.helpOrganisations
    ? helpOrganisationsFor(
        { helpOrganisations: section.helpOrganisations },
        language,
        fallbackLanguage,
      )
    : [];
  const badge = section?.regulatorBadge;
  const age = minimumAgeOf(brand);
  const badgeAlt = badge ? brandText(badge.alt, language, fallbackLanguage) : undefined;

  return (
    <footer className={footer}>
      <Box background="surfaceRaised" paddingX="gutter" paddingY="medium">
        <Stack space="small">
          <Inline space="small" alignY="center">
            <Badge tone="negative" emphasis="strong">
              <span aria-hidden="true">{`${age}+`}</span>
              <VisuallyHidden>{t('shell.footer.adultsOnly', { age })}</VisuallyHidden>
            </Badge>
            <Text size="small" tone="secondary">
              {t('shell.footer.warning')}
            </Text>
          </Inline>
          {/* Full-width buttons: a help organisation's name is long, and wraps inside its button. */}
          <Stack space="xsmall">
            <Button
              href={signedIn ? shellLinks.responsibleGambling : shellLinks.login}
              variant="outline"
              size="small"
              fullWidth
            >
              {signedIn ? t('shell.responsibleGambling') : t('shell.footer.limitsSignIn')}
            </Button>
            {help ? (
              <Button
                href={help.url}
                target="_blank"
                rel="noopener noreferrer"
                variant="outline"
                size="small"
                fullWidth
              >
                {t('shell.footer.help', { name: help.name })}
                <VisuallyHidden>{` (${t('shell.opensInNewTab')})`}</VisuallyHidden>
              </Button>
            ) : null}
          </Stack>
          {badge && badgeAlt ? (
            <a href={badge.href} target="_blank" rel="noopener noreferrer" className={footerBadge}>
              <img
                src={brandAssetUrl(badge.src)}
                alt={`${badgeAlt} (${t('shell.opensInNewTab')})`}
              />
            </a>
          ) : null}
        </Stack>
      </Box>
    </footer>
  );
}
