import { useTranslation } from 'react-i18next';
import { Box, Button } from '../../../design-system/index.ts';
import { bcCategories, bcPath, type BcCategory } from '../model/bc.ts';

/**
 * Live, pre-match and history as links in a nav: each is its own address (/bc/{category}), so
 * they navigate rather than switch tabs, and the page shown is marked as current.
 */
export function BcSectionNav({ current }: { current: BcCategory }) {
  const { t } = useTranslation('sportsbooks');
  const labels: Record<BcCategory, string> = {
    live: t('bc.tab.live'),
    prematch: t('bc.tab.prematch'),
    history: t('bc.tab.history'),
  };
  return (
    <Box as="nav" aria-label={t('bc.navLabel')} paddingX="gutter">
      <Box as="ul" role="list" display="flex" flexWrap="nowrap" gap="xsmall" overflow="auto">
        {bcCategories.map((category) => {
          const isCurrent = category === current;
          return (
            <Box as="li" key={category} flexShrink={0}>
              <Button
                href={bcPath(category)}
                size="small"
                variant={isCurrent ? 'solid' : 'outline'}
                aria-current={isCurrent ? 'page' : undefined}
              >
                {labels[category]}
              </Button>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
