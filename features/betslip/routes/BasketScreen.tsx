import { useTranslation } from 'react-i18next';
import { Box, Heading, Stack } from '../../../design-system/index.ts';
import { BetslipPanel } from '../components/BetslipPanel.tsx';

/** /basket: the bet slip as a page (sports-betting spec, section 2). */
export default function BasketScreen() {
  const { t } = useTranslation('betslip');
  return (
    <Box paddingX="gutter" paddingY="large">
      <Stack space="large">
        <Heading level={1}>{t('title')}</Heading>
        <BetslipPanel />
      </Stack>
    </Box>
  );
}
