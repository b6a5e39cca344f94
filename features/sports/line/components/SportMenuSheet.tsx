import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../design-system/index.ts';
import { Sheet } from '../../../../design-system/overlays.ts';
import type { LineTarget } from '../model/linePath.ts';
import { SportMenuPanel } from './SportMenuPanel.tsx';

export interface SportMenuSheetProps {
  current?: LineTarget | null;
  now?: Date;
}

/** A "Sports" button opening the sport menu from the side; following a link closes it. */
export function SportMenuSheet({ current, now }: SportMenuSheetProps) {
  const { t } = useTranslation('line');
  const [open, setOpen] = useState(false);
  return (
    <Sheet.Root open={open} onOpenChange={setOpen}>
      <Sheet.Trigger>
        <Button variant="outline" size="small" icon="menu">
          {t('sports.menuButton')}
        </Button>
      </Sheet.Trigger>
      <Sheet.Content title={t('sports.menuTitle')} side="left" closeLabel={t('sports.close')}>
        <SportMenuPanel current={current} now={now} onNavigate={() => setOpen(false)} />
      </Sheet.Content>
    </Sheet.Root>
  );
}
