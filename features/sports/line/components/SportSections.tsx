import { Heading, Icon, Inline, Stack } from '../../../../design-system/index.ts';
import type { SportGroup } from '../../shared/model/tourneys.ts';
import { sportIcon } from './sportIcon.ts';
import { TourneyList } from './TourneyList.tsx';
import { useStepwiseCount } from '../../shared/components/useStepwiseCount.ts';
import type { TourneyToggles } from './useTourneyToggles.ts';

export interface SportSectionsProps {
  sports: readonly SportGroup[];
  toggles: TourneyToggles;
}

/** Tourneys grouped by sport, each sport under its own heading (top events, upcoming, favourites). */
export function SportSections({ sports, toggles }: SportSectionsProps) {
  // The first sport fills a phone's first screen; the others follow, a sport per step.
  const shown = useStepwiseCount(sports.length, 1);
  return (
    <Stack space="large">
      {sports.slice(0, shown).map((sport) => (
        <Stack
          as="section"
          key={sport.id}
          space="small"
          aria-labelledby={`line-sport-${String(sport.id)}`}
        >
          <Inline space="xsmall" noWrap>
            <Icon name={sportIcon(sport.id)} />
            <Heading level={2} id={`line-sport-${String(sport.id)}`}>
              {sport.name}
            </Heading>
          </Inline>
          <TourneyList tourneys={sport.tourneys} toggles={toggles} />
        </Stack>
      ))}
    </Stack>
  );
}
