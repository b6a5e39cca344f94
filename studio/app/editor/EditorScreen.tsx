import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR, { useSWRConfig } from 'swr';
import {
  Badge,
  ErrorState,
  Heading,
  Inline,
  Link,
  Spinner,
  Stack,
  Tabs,
  Text,
} from '../../../design-system/index.ts';
import type { StudioDraft } from '../../../schemas/studioApi.ts';
import { BrandSettingsForm } from '../../controls/index.ts';
import { controlIdFor, type SettingControlProps } from '../../controls/contract.ts';
import {
  AssetUploadField,
  BrandPreview,
  type BrandPreviewExtraProps,
} from '../../preview/index.ts';
import { studioErrorMessage } from '../api/errorMessage.ts';
import { useStudioClient } from '../api/StudioClientContext.tsx';
import { hasRole, useOperator } from '../shell/OperatorContext.tsx';
import { editorLayout, previewColumn, tabPanel } from '../shell/studio.css.ts';
import { auditKey, HistoryTab, versionsKey } from './HistoryTab.tsx';
import { JsonTab } from './JsonTab.tsx';
import { ProblemList } from './ProblemList.tsx';
import { PublishButton } from './PublishButton.tsx';
import { SaveStatus } from './SaveStatus.tsx';
import { useDraftEditor } from './useDraftEditor.ts';

export const draftKey = (brandId: string) => ['draft', brandId] as const;

export type EditorTab = 'settings' | 'json' | 'history';

export interface EditorScreenProps {
  brandId: string;
  /** The brand list's address. */
  backHref: string;
  /** The tab open first. @default 'settings' */
  initialTab?: EditorTab;
  /** Quiet time before a save (stories and tests shorten it). */
  debounceMs?: number;
  /** Where the preview frames load the app (stories point them at a stand-in page). */
  preview?: BrandPreviewExtraProps;
}

/** One brand's editor: its draft loaded, then edited, checked, saved, previewed and published. */
export function EditorScreen({
  brandId,
  backHref,
  initialTab,
  debounceMs,
  preview,
}: EditorScreenProps) {
  const { t } = useTranslation('app');
  const client = useStudioClient();
  // Loaded once per visit: afterwards the editor's own state is the draft, not a cache.
  const { data, error, mutate } = useSWR<StudioDraft, unknown>(
    draftKey(brandId),
    () => client.draft(brandId),
    {
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
      revalidateIfStale: false,
    },
  );
  if (error) {
    return (
      <ErrorState
        title={t('editor.loadFailed', { id: brandId })}
        description={studioErrorMessage(error, t)}
        onRetry={() => void mutate()}
        retryLabel={t('common.retry')}
        titleLevel={1}
      />
    );
  }
  if (!data) return <Spinner label={t('common.loading')} />;
  return (
    <DraftEditorView
      key={brandId}
      initial={data}
      backHref={backHref}
      initialTab={initialTab}
      debounceMs={debounceMs}
      preview={preview}
    />
  );
}

/** The custom controls of asset settings: an upload instead of a path field. */
function assetControls(brandId: string) {
  const upload = (props: SettingControlProps): ReactNode => (
    <AssetUploadField {...props} brandId={brandId} />
  );
  return { '/logo/src': upload, '/favicon': upload };
}

function DraftEditorView({
  initial,
  backHref,
  initialTab = 'settings',
  debounceMs,
  preview,
}: Omit<EditorScreenProps, 'brandId'> & { initial: StudioDraft }) {
  const { t } = useTranslation('app');
  const client = useStudioClient();
  const operator = useOperator();
  const { mutate } = useSWRConfig();
  const brandId = initial.id;
  const [state, editor] = useDraftEditor(client, brandId, initial, debounceMs);
  const [tab, setTab] = useState<EditorTab>(initialTab);
  const [customControls] = useState(() => assetControls(brandId));
  const canEdit = hasRole(operator, 'editor');
  const canPublish = hasRole(operator, 'publisher');

  const showSetting = useCallback((pointer: string) => {
    setTab('settings');
    // The settings tab renders its controls on the next frames (and may open a section first).
    let tries = 0;
    const focus = () => {
      const control = document.getElementById(controlIdFor(pointer));
      if (control) {
        control.scrollIntoView({ block: 'center' });
        control.focus();
      } else if (tries < 10) {
        tries += 1;
        requestAnimationFrame(focus);
      }
    };
    requestAnimationFrame(focus);
  }, []);

  const published = () => {
    void mutate(versionsKey(brandId));
    void mutate(auditKey(brandId));
    void mutate('brands');
  };

  return (
    <Stack space="large">
      <Stack space="small">
        <Link href={backHref}>{t('editor.back')}</Link>
        <Inline space="medium" align="spaceBetween" alignY="top">
          <Stack space="xsmall">
            <Heading level={1}>{t('editor.title', { id: brandId })}</Heading>
            <Inline space="small" alignY="center">
              {initial.publishedVersion === null ? (
                <Badge tone="neutral" emphasis="soft">
                  {t('brands.neverPublished')}
                </Badge>
              ) : null}
              {canEdit ? (
                <SaveStatus state={state} onRetry={() => void editor.flush()} />
              ) : (
                <Badge tone="warning" emphasis="soft">
                  {t('editor.readOnly')}
                </Badge>
              )}
            </Inline>
            {canEdit ? null : (
              <Text size="small" tone="secondary">
                {t('editor.readOnlyReason')}
              </Text>
            )}
          </Stack>
          <PublishButton
            brandId={brandId}
            canPublish={canPublish}
            problemCount={state.problems.length}
            flush={() => editor.flush()}
            onPublished={published}
          />
        </Inline>
      </Stack>
      <div className={editorLayout}>
        <Stack space="large">
          <ProblemList problems={state.problems} onShow={showSetting} />
          <Tabs.Root value={tab} onValueChange={(value) => setTab(value as EditorTab)}>
            <Tabs.List aria-label={t('editor.tabs.label')}>
              <Tabs.Trigger value="settings">{t('editor.tabs.settings')}</Tabs.Trigger>
              <Tabs.Trigger value="json">{t('editor.tabs.json')}</Tabs.Trigger>
              <Tabs.Trigger value="history">{t('editor.tabs.history')}</Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="settings">
              <div className={tabPanel}>
                <BrandSettingsForm
                  value={state.brand}
                  onChange={(next) => editor.edit(next)}
                  problems={state.problems}
                  readOnly={!canEdit}
                  customControls={customControls}
                />
              </div>
            </Tabs.Content>
            <Tabs.Content value="json">
              <div className={tabPanel}>
                <JsonTab
                  brand={state.brand}
                  onChange={(next) => editor.edit(next)}
                  readOnly={!canEdit}
                />
              </div>
            </Tabs.Content>
            <Tabs.Content value="history">
              <div className={tabPanel}>
                <HistoryTab brandId={brandId} canRollBack={canPublish} onPublished={published} />
              </div>
            </Tabs.Content>
          </Tabs.Root>
        </Stack>
        <aside className={previewColumn} aria-label={t('editor.preview')}>
          <BrandPreview brandId={brandId} draft={state.brand} {...preview} />
        </aside>
      </div>
    </Stack>
  );
}
