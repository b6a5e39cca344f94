import { useTranslation } from 'react-i18next';
import {
  Badge,
  badgeEmphases,
  badgeTones,
  Card,
  cardTones,
  Icon,
  Inline,
  List,
  ListRow,
  Stack,
  Tag,
  Text,
} from '../../../design-system/index.ts';
import { KitSection } from './KitSection.tsx';

/** Tags, badges, cards and list rows. */
export function DisplaySection() {
  const { t } = useTranslation('uiKit');
  return (
    <KitSection id="display" title={t('sections.display')}>
      <Inline space="small">
        <Tag icon="football">{t('display.football')}</Tag>
        <Tag defaultSelected>{t('display.tennis')}</Tag>
        <Tag onRemove={() => undefined} removeLabel={t('display.remove')}>
          {t('display.removable')}
        </Tag>
        <Tag defaultSelected={false} disabled>
          {t('display.unavailable')}
        </Tag>
      </Inline>
      {badgeEmphases.map((emphasis) => (
        <Inline key={emphasis} space="small" alignY="center">
          {badgeTones.map((tone) => (
            <Badge key={tone} tone={tone} emphasis={emphasis}>
              {tone}
            </Badge>
          ))}
        </Inline>
      ))}
      <Inline space="small" alignY="center">
        <Text>{t('display.unread')}</Text>
        <Badge count={120} max={99} label={t('display.unreadLabel', { count: 120 })} />
      </Inline>
      <Stack space="small">
        {cardTones.map((tone) => (
          <Card key={tone} tone={tone}>
            <Text>{t('display.card', { tone })}</Text>
          </Card>
        ))}
      </Stack>
      <List aria-label={t('display.rows')} dividers>
        <ListRow
          label={t('display.payHistory')}
          description={t('display.payHistoryDescription')}
          leading={<Icon name="wallet" />}
          href="/profile/pay-history"
        />
        <ListRow
          label={t('display.favourites')}
          leading={<Icon name="star" />}
          trailing={<Badge count={3} label={t('display.favouritesCount', { count: 3 })} />}
          onClick={() => undefined}
        />
        <ListRow
          label={t('display.locked')}
          leading={<Icon name="lock" />}
          disabled
          onClick={() => undefined}
        />
      </List>
    </KitSection>
  );
}
