import { useTranslation } from 'react-i18next';
import {
  Button,
  buttonSizes,
  buttonVariants,
  IconButton,
  iconButtonVariants,
  Inline,
  Link,
  Stack,
  Text,
} from '../../../design-system/index.ts';
import { KitSection } from './KitSection.tsx';

/** Buttons in every variant and size, their states, icon buttons and links. */
export function ActionsSection() {
  const { t } = useTranslation('uiKit');
  const sizeLabel = {
    small: t('sizes.small'),
    standard: t('sizes.standard'),
    large: t('sizes.large'),
  } as const;
  return (
    <KitSection id="actions" title={t('sections.actions')}>
      {buttonVariants.map((variant) => (
        <Stack key={variant} space="xsmall">
          <Text size="small" tone="secondary">
            {t('variantCaption', { variant })}
          </Text>
          <Inline space="small" alignY="center">
            {buttonSizes.map((size) => (
              <Button key={size} variant={variant} size={size}>
                {sizeLabel[size]}
              </Button>
            ))}
          </Inline>
        </Stack>
      ))}
      <Inline space="small" alignY="center">
        <Button icon="wallet">{t('actions.withIcon')}</Button>
        <Button loading>{t('actions.loading')}</Button>
        <Button disabled>{t('actions.disabled')}</Button>
      </Inline>
      <Button fullWidth>{t('actions.fullWidth')}</Button>
      <Inline space="small" alignY="center">
        {iconButtonVariants.map((variant) => (
          <IconButton
            key={variant}
            variant={variant}
            icon="star"
            label={t('actions.favourite', { variant })}
          />
        ))}
        <IconButton icon="starFilled" label={t('actions.favouriteOn')} pressed />
      </Inline>
      <Inline space="medium">
        <Link href="/contacts">{t('actions.link')}</Link>
        <Link href="https://example.com" external externalLabel={t('actions.opensNewTab')}>
          {t('actions.externalLink')}
        </Link>
      </Inline>
    </KitSection>
  );
}
