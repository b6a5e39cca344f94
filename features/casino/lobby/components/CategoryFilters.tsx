import { useTranslation } from 'react-i18next';
import { Box, Inline, Tag } from '../../../../design-system/index.ts';
import type { LobbyCategory } from '../model/categories.ts';
import * as styles from './lobby.css.ts';

export interface CategoryFiltersProps {
  categories: readonly LobbyCategory[];
  current: LobbyCategory;
  onSelect: (category: LobbyCategory) => void;
}

/** The category chips (spec, section 2); the chosen one is pressed. One row that scrolls. */
export function CategoryFilters({ categories, current, onSelect }: CategoryFiltersProps) {
  const { t } = useTranslation('casinoLobby');
  return (
    <div className={styles.chipRow}>
      <Inline space="xsmall" noWrap role="group" aria-label={t('categories.label')}>
        {categories.map((category) => (
          // Each keeps its width: the row scrolls instead of cutting the labels short.
          <Box key={category} flexShrink={0}>
            <Tag
              selected={category === current}
              // Pressing the chosen chip again keeps it: there is always one filter.
              onSelectedChange={(selected) => {
                if (selected) onSelect(category);
              }}
            >
              {t(`categories.${category}`)}
            </Tag>
          </Box>
        ))}
      </Inline>
    </div>
  );
}
