import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Select, Stack, Text } from '../../design-system/index.ts';
import { isLanguageCode, type LanguageCode } from '../../host/i18n/languages.ts';
import type { Brand } from '../../schemas/generated/brand.ts';
import { studioPreviewParams } from '../../schemas/studioPreview.ts';
import * as styles from './BrandPreview.css.ts';
import type { BrandPreviewProps } from './contract.ts';
import { fillDraft, type PreviewBase } from './fillDraft.ts';
import { PreviewFrame } from './PreviewFrame.tsx';
import { findEventId, previewRoutes, routePath, type PreviewRouteKey } from './previewRoutes.ts';

/** The phones the frames stand for, in CSS pixels. */
export const previewWidths = [360, 390] as const;
/** How often at most the frames get the draft while the operator types. */
export const PUSH_EVERY_MS = 200;

type WidthChoice = 'both' | `${(typeof previewWidths)[number]}`;

export interface BrandPreviewExtraProps {
  /** The address of an app page in a frame (stories point it at a stand-in page). */
  appUrl?: (path: string, search: URLSearchParams) => string;
  /** Finds a real event for the event page (stories answer without the network). */
  findEvent?: () => Promise<string | undefined>;
}

const defaultAppUrl = (path: string, search: URLSearchParams) => `${path}?${search.toString()}`;

/** The draft's filled brand, at most every PUSH_EVERY_MS; the last valid one while it is invalid. */
function useThrottledBrand(
  draft: Record<string, unknown>,
  brandId: string,
  base: PreviewBase | undefined,
) {
  const [shown, setShown] = useState<{ brand: Brand | undefined; invalid: boolean }>(() => {
    const brand = fillDraft(draft, brandId, base);
    return { brand, invalid: brand === undefined };
  });
  const latest = useRef({ draft, brandId, base });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    latest.current = { draft, brandId, base };
    // A push is due already: it takes this edit too.
    if (timer.current !== undefined) return;
    timer.current = setTimeout(() => {
      timer.current = undefined;
      const next = fillDraft(latest.current.draft, latest.current.brandId, latest.current.base);
      setShown((previous) =>
        next ? { brand: next, invalid: false } : { brand: previous.brand, invalid: true },
      );
    }, PUSH_EVERY_MS);
  }, [draft, brandId, base]);
  useEffect(() => () => clearTimeout(timer.current), []);
  return shown;
}

/**
 * The live preview: the real app with the draft, in phone-size frames, on the page, in the
 * language and the light or dark base the operator picks. Edits reach the frames within
 * PUSH_EVERY_MS without saving or publishing; a page, language or width change reloads them.
 */
export function BrandPreview({
  brandId,
  draft,
  appUrl = defaultAppUrl,
  findEvent = findEventId,
}: BrandPreviewProps & BrandPreviewExtraProps) {
  const { t } = useTranslation('preview');
  const [widths, setWidths] = useState<WidthChoice>('both');
  const [routeKey, setRouteKey] = useState<PreviewRouteKey>('landing');
  const [language, setLanguage] = useState<LanguageCode | undefined>(undefined);
  const [base, setBase] = useState<PreviewBase | undefined>(undefined);
  const [eventId, setEventId] = useState<string | null | undefined>(undefined);
  const { brand, invalid } = useThrottledBrand(draft, brandId, base);

  const enabled = useMemo(
    () =>
      (brand?.languages.enabled ?? []).filter((code): code is LanguageCode => isLanguageCode(code)),
    [brand],
  );
  const shownLanguage =
    language && enabled.includes(language) ? language : brand?.languages.default;
  const shownBase = base ?? brand?.theme?.base ?? 'light';

  useEffect(() => {
    if (routeKey !== 'event' || eventId !== undefined) return;
    let current = true;
    void findEvent()
      .catch(() => undefined)
      .then((found) => {
        if (current) setEventId(found ?? null);
      });
    return () => {
      current = false;
    };
  }, [routeKey, eventId, findEvent]);

  const route = previewRoutes.find((candidate) => candidate.key === routeKey) ?? previewRoutes[0];
  const waitsForEvent = routeKey === 'event' && !eventId;
  const search = new URLSearchParams({ [studioPreviewParams.brand]: brandId });
  if (shownLanguage) search.set(studioPreviewParams.language, shownLanguage);
  const src = waitsForEvent
    ? undefined
    : appUrl(routePath(route.route, { ...route.params, eventId: eventId ?? undefined }), search);
  const routeName = t(`routes.${routeKey}`);
  const shownWidths = previewWidths.filter(
    (width) => widths === 'both' || widths === String(width),
  );

  return (
    <Stack space="large" as="section" aria-label={t('title')}>
      <div className={styles.controls}>
        <Select
          label={t('page')}
          value={routeKey}
          onValueChange={(value) => setRouteKey(value as PreviewRouteKey)}
          options={previewRoutes.map(({ key }) => ({ value: key, label: t(`routes.${key}`) }))}
        />
        <Select
          label={t('language')}
          value={shownLanguage ?? ''}
          onValueChange={(value) => setLanguage(isLanguageCode(value) ? value : undefined)}
          options={enabled.map((code) => ({ value: code, label: t(`languages.${code}`) }))}
        />
        <Select
          label={t('base')}
          value={shownBase}
          onValueChange={(value) => setBase(value === 'dark' ? 'dark' : 'light')}
          options={[
            { value: 'light', label: t('bases.light') },
            { value: 'dark', label: t('bases.dark') },
          ]}
        />
        <Select
          label={t('widths')}
          value={widths}
          onValueChange={(value) => setWidths(value as WidthChoice)}
          options={[
            { value: 'both', label: t('widthChoices.both') },
            ...previewWidths.map((width) => ({
              value: String(width),
              label: t('widthChoices.one', { width }),
            })),
          ]}
        />
      </div>
      {invalid ? (
        <Text size="small" tone="warning" as="p">
          {t('invalidDraft')}
        </Text>
      ) : null}
      {routeKey === 'event' && eventId === null ? (
        <Text size="small" tone="secondary">
          {t('noEvent')}
        </Text>
      ) : null}
      <div className={styles.frames}>
        {src
          ? shownWidths.map((width) => (
              <PreviewFrame
                key={width}
                width={width}
                src={src}
                brand={brand}
                title={t('frameTitle', { width, page: routeName, name: brand?.name ?? brandId })}
              />
            ))
          : null}
      </div>
    </Stack>
  );
}
