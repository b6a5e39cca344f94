import { useTranslation } from 'react-i18next';
import { Tag } from '../../../design-system/index.ts';

export interface OneClickToggleProps {
  enabled: boolean;
  onEnabledChange: (enabled: boolean) => void;
}

/**
 * One-click betting's switch outside the slip: a compact toggle chip that says one-click is on
 * and turns it off in one tap. The slip's own switch sits in a form that one-click keeps empty,
 * so without this chip a player could not see the setting nor leave it. Its name stays "One-click
 * betting" (the pressed state says on or off); the visible "on"/"off" is for sighted players.
 */
export function OneClickToggle({ enabled, onEnabledChange }: OneClickToggleProps) {
  const { t } = useTranslation('betslip');
  return (
    <Tag icon={enabled ? 'check' : undefined} selected={enabled} onSelectedChange={onEnabledChange}>
      {t('oneClick.label')}
      <span aria-hidden="true">
        {' · '}
        {enabled ? t('oneClick.toggleOn') : t('oneClick.toggleOff')}
      </span>
    </Tag>
  );
}
