import { useTranslation } from 'react-i18next';
import { Collapsible, Tabs, Text } from '../../../design-system/index.ts';
import { KitSection } from './KitSection.tsx';

/** Tabs in both variants and a collapsible section. */
export function DisclosureSection() {
  const { t } = useTranslation('uiKit');
  const tabs = [
    { value: 'prematch', label: t('disclosure.prematch'), body: t('disclosure.prematchBody') },
    { value: 'live', label: t('disclosure.live'), body: t('disclosure.liveBody') },
    { value: 'results', label: t('disclosure.results'), body: t('disclosure.resultsBody') },
  ];
  return (
    <KitSection id="disclosure" title={t('sections.disclosure')}>
      {(['underline', 'pill'] as const).map((variant) => (
        <Tabs.Root key={variant} defaultValue="prematch">
          <Tabs.List aria-label={t('disclosure.tabsLabel', { variant })} variant={variant}>
            {tabs.map((tab) => (
              <Tabs.Trigger key={tab.value} value={tab.value}>
                {tab.label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {tabs.map((tab) => (
            <Tabs.Content key={tab.value} value={tab.value}>
              <Text>{tab.body}</Text>
            </Tabs.Content>
          ))}
        </Tabs.Root>
      ))}
      <Collapsible.Root>
        <Collapsible.Trigger headingLevel={3}>{t('disclosure.collapsible')}</Collapsible.Trigger>
        <Collapsible.Content>
          <Text>{t('disclosure.collapsibleBody')}</Text>
        </Collapsible.Content>
      </Collapsible.Root>
    </KitSection>
  );
}
