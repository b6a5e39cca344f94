import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Inline, OddsButton, Stack, Text } from '../../../design-system/index.ts';
import { KitSection } from './KitSection.tsx';

/** Odds buttons in their layouts and states (moved up, moved down, selected, blocked). */
export function BettingSection() {
  const { t } = useTranslation('uiKit');
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set(['draw']));
  const shared = (selectionId: string) => ({
    selectionId,
    selected: selected.has(selectionId),
    onSelectedChange: (isSelected: boolean) => {
      setSelected((previous) => {
        const next = new Set(previous);
        if (isSelected) next.add(selectionId);
        else next.delete(selectionId);
        return next;
      });
    },
    increasedLabel: t('betting.increased'),
    reducedLabel: t('betting.reduced'),
    suspendedLabel: t('betting.suspended'),
  });
  return (
    <KitSection id="betting" title={t('sections.betting')}>
      <Stack space="xsmall">
        <Text size="small" tone="secondary">
          {t('betting.match')}
        </Text>
        <Inline space="small" noWrap>
          <OddsButton label="1" price="1.85" trend="up" {...shared('home')} />
          <OddsButton label="X" price="3.40" {...shared('draw')} />
          <OddsButton label="2" price="4.20" trend="down" {...shared('away')} />
        </Inline>
      </Stack>
      <Inline space="small">
        <OddsButton label={t('betting.over')} price="1.95" layout="inline" {...shared('over')} />
        <OddsButton
          label={t('betting.under')}
          price="1.90"
          layout="inline"
          blocked
          {...shared('under')}
        />
        <OddsButton label={t('betting.draw')} price="3.10" layout="priceOnly" {...shared('x2')} />
      </Inline>
    </KitSection>
  );
}
