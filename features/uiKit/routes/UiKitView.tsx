import { useTranslation } from 'react-i18next';
import {
  Box,
  Heading,
  Stack,
  Text,
  type ContrastProblem,
  type ThemeValues,
} from '../../../design-system/index.ts';
import { ActionsSection } from '../components/ActionsSection.tsx';
import { BettingSection } from '../components/BettingSection.tsx';
import { ColoursSection } from '../components/ColoursSection.tsx';
import { DisclosureSection } from '../components/DisclosureSection.tsx';
import { DisplaySection } from '../components/DisplaySection.tsx';
import { FeedbackSection } from '../components/FeedbackSection.tsx';
import { FormsSection } from '../components/FormsSection.tsx';
import { OverlaysSection } from '../components/OverlaysSection.tsx';
import { TimeSection } from '../components/TimeSection.tsx';
import { TypographySection } from '../components/TypographySection.tsx';

export interface UiKitViewProps {
  brandName: string;
  /** The brand's base theme (light or dark), named in the introduction. */
  baseTheme: string;
  theme: ThemeValues;
  contrastProblems: readonly ContrastProblem[];
  currency: string;
  now: number;
}

/**
 * /UIKit: every design-system primitive in the brand's theme, so an operator can check a theme on
 * a real phone (colours, contrast, sizes, touch targets, overlays).
 */
export function UiKitView({
  brandName,
  baseTheme,
  theme,
  contrastProblems,
  currency,
  now,
}: UiKitViewProps) {
  const { t } = useTranslation('uiKit');
  return (
    <Box paddingX="gutter" paddingY="large">
      <Stack space="xlarge">
        <Stack space="small">
          <Heading level={1}>{t('title')}</Heading>
          <Text tone="secondary">{t('intro', { brand: brandName, base: baseTheme })}</Text>
        </Stack>
        <ColoursSection theme={theme} contrastProblems={contrastProblems} />
        <ActionsSection />
        <TypographySection />
        <FormsSection />
        <DisplaySection />
        <BettingSection />
        <DisclosureSection />
        <FeedbackSection />
        <TimeSection now={now} currency={currency} />
        <OverlaysSection />
      </Stack>
    </Box>
  );
}
