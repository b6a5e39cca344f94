import { useTranslation } from 'react-i18next';
import { Box, Button, Inline } from '../../../../design-system/index.ts';
import type { SportCount } from '../api/lineTypes.ts';
import { linePath, TOP_EVENTS_PATH } from '../model/linePath.ts';
import { chipRow } from './SportChips.css.ts';
import { sportIcon } from './sportIcon.ts';

export interface SportChipsProps {
  sports: readonly Pick<SportCount, 'id' | 'name'>[];
  /** 0 for the top events. */
  currentSportId: number;
  /** The time filter's query, carried to a sport's line. */
  search?: string;
}

/** The sport menu row of the top events (spec, section 2): "Top", then every sport. */
export function SportChips({ sports, currentSportId, search = '' }: SportChipsProps) {
  const { t } = useTranslation('line');
  const chip = (sportId: number) =>
    currentSportId === sportId
      ? ({ variant: 'solid', 'aria-current': 'page' } as const)
      : ({ variant: 'outline' } as const);
  return (
    <Box as="nav" aria-label={t('sports.nav')}>
      <div className={chipRow}>
        <Inline space="xsmall" noWrap>
          <Button size="small" icon="star" href={TOP_EVENTS_PATH} {...chip(0)}>
            {t('top.tab')}
          </Button>
          {sports.map((sport) => (
            <Button
              key={sport.id}
              size="small"
              icon={sportIcon(sport.id)}
              href={linePath(sport.id, null, search)}
              {...chip(sport.id)}
            >
              {sport.name}
            </Button>
          ))}
        </Inline>
      </div>
    </Box>
  );
}
