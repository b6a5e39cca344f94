import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Collapsible, Icon } from '../../../../design-system/index.ts';
import type { EsportsGame } from '../model/games.ts';

export interface GameSectionProps {
  game: EsportsGame;
  open: boolean;
  onToggle: () => void;
  /** Its tourneys, rendered while it is open. */
  children: ReactNode;
}

/** An esports game (Counter-Strike 2, Dota 2 …) that opens to its tourneys. */
export function GameSection({ game, open, onToggle, children }: GameSectionProps) {
  const { t } = useTranslation('esports');
  return (
    <Collapsible.Root open={open} onOpenChange={onToggle}>
      <Collapsible.Trigger
        leading={<Icon name="esports" />}
        meta={t('game.count', { count: game.count })}
        headingLevel={2}
      >
        {game.name ?? ''}
      </Collapsible.Trigger>
      <Collapsible.Content>{children}</Collapsible.Content>
    </Collapsible.Root>
  );
}
