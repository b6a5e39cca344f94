import { useTranslation } from 'react-i18next';
import { Box, Button, iconNames, Inline, type IconName } from '../../../../design-system/index.ts';
import type { QuickLink } from '../model/quickLinks.ts';
import * as styles from './lobby.css.ts';

function iconOf(name: string | undefined): IconName | undefined {
  return (iconNames as readonly string[]).includes(name ?? '') ? (name as IconName) : undefined;
}

/** The home's quick links to the product's sections (spec, section 2). */
export function QuickLinks({ links }: { links: readonly QuickLink[] }) {
  const { t } = useTranslation('casinoLobby');
  if (links.length === 0) return null;
  return (
    <Box as="nav" aria-label={t('quickLinks.label')}>
      <div className={styles.chipRow}>
        <Inline space="xsmall" noWrap>
          {links.map((link) => (
            // Each keeps its width: the row scrolls instead of squeezing the labels.
            <Box key={link.id} flexShrink={0}>
              <Button href={link.href} size="small" variant="outline" icon={iconOf(link.icon)}>
                {link.label}
              </Button>
            </Box>
          ))}
        </Inline>
      </div>
    </Box>
  );
}
