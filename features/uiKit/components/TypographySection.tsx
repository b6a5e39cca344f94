import { useTranslation } from 'react-i18next';
import {
  Heading,
  Stack,
  Text,
  type TextSize,
  type TextTone,
} from '../../../design-system/index.ts';
import { KitSection } from './KitSection.tsx';

const sizes: readonly TextSize[] = ['xsmall', 'small', 'standard', 'large', 'xlarge', 'xxlarge'];
// Inverse and on-brand tones are for coloured surfaces: on the page they would be unreadable.
const tones: readonly TextTone[] = [
  'primary',
  'secondary',
  'brand',
  'link',
  'positive',
  'negative',
  'warning',
  'info',
];

/** Headings (levels 2–4; the page has the level 1), text sizes, weights and tones. */
export function TypographySection() {
  const { t } = useTranslation('uiKit');
  return (
    <KitSection id="typography" title={t('sections.typography')}>
      <Stack space="small">
        <Heading level={3}>{t('typography.heading', { level: 3 })}</Heading>
        <Heading level={4}>{t('typography.heading', { level: 4 })}</Heading>
        <Heading level={3} tone="brand">
          {t('typography.brandHeading')}
        </Heading>
      </Stack>
      <Stack space="xsmall">
        {sizes.map((size) => (
          <Text key={size} size={size}>
            {t('typography.size', { size })}
          </Text>
        ))}
      </Stack>
      <Stack space="xsmall">
        <Text weight="regular">{t('typography.weight', { weight: 'regular' })}</Text>
        <Text weight="medium">{t('typography.weight', { weight: 'medium' })}</Text>
        <Text weight="strong">{t('typography.weight', { weight: 'strong' })}</Text>
        <Text tabularNumbers>{t('typography.numbers')}</Text>
        <Text maxLines={2}>{t('typography.longText')}</Text>
      </Stack>
      <Stack space="xsmall">
        {tones.map((tone) => (
          <Text key={tone} tone={tone}>
            {t('typography.tone', { tone })}
          </Text>
        ))}
      </Stack>
    </KitSection>
  );
}
