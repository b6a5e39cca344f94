import { memo, type ReactNode } from 'react';
import {
  Collapsible,
  Flag,
  Text,
  type CollapsibleHeadingLevel,
} from '../../../../design-system/index.ts';
import { useApi } from '../../../core/api/index.ts';
import { oddsGrid } from './EventRow.css.ts';

export interface TourneySectionProps {
  name: string;
  countryId: number;
  countryName: string;
  /** Column captions over the main prices: ['1', 'X', '2'] or ['1', '2']. */
  columns?: readonly string[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Number of events, shown beside the name. */
  count?: number;
  /** The header's heading level in the page outline. @default 3 */
  headingLevel?: CollapsibleHeadingLevel;
  children: ReactNode;
}

/** A country's flag from the platform (spec: an image by country id; nothing when it fails). */
export function CountryFlag({ countryId, alt = '' }: { countryId: number; alt?: string }) {
  const api = useApi();
  return (
    <Flag
      src={countryId > 0 ? api.url(`/api/feed/flags/${String(countryId)}.svg`) : null}
      alt={alt}
    />
  );
}

type TourneyHeaderProps = Pick<
  TourneySectionProps,
  'name' | 'countryId' | 'countryName' | 'count' | 'headingLevel'
> & { columns: readonly string[] };

/**
 * The tourney's header, memoised on what it shows: a poll that changes the tourney's events
 * redraws its rows, not its flag and captions.
 */
const TourneyHeader = memo(function TourneyHeader({
  name,
  countryId,
  countryName,
  columns,
  count,
  headingLevel,
}: TourneyHeaderProps) {
  return (
    <Collapsible.Trigger
      leading={<CountryFlag countryId={countryId} />}
      meta={count === undefined ? undefined : count}
      trailing={
        <div className={columns.length === 2 ? oddsGrid.two : oddsGrid.three}>
          {columns.map((column) => (
            <Text key={column} as="span" size="xsmall" tone="secondary" align="center">
              {column}
            </Text>
          ))}
        </div>
      }
      headingLevel={headingLevel}
    >
      {countryName ? `${countryName}. ${name}` : name}
    </Collapsible.Trigger>
  );
});

const THREE_COLUMNS: readonly string[] = ['1', 'X', '2'];

/**
 * A tourney of a list: header with the country's flag, the tourney's name and the 1 X 2 column
 * captions, opening to its events.
 */
export function TourneySection({
  name,
  countryId,
  countryName,
  columns = THREE_COLUMNS,
  open,
  onOpenChange,
  count,
  headingLevel = 3,
  children,
}: TourneySectionProps) {
  return (
    <Collapsible.Root open={open} onOpenChange={onOpenChange}>
      <TourneyHeader
        name={name}
        countryId={countryId}
        countryName={countryName}
        columns={columns}
        count={count}
        headingLevel={headingLevel}
      />
      <Collapsible.Content>{children}</Collapsible.Content>
    </Collapsible.Root>
  );
}
