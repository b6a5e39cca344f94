import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import {
  Badge,
  EmptyState,
  ErrorState,
  Heading,
  Link,
  Spinner,
  Stack,
  Text,
  VisuallyHidden,
} from '../../../design-system/index.ts';
import type { StudioBrandSummary } from '../../../schemas/studioApi.ts';
import { studioErrorMessage } from '../api/errorMessage.ts';
import { useStudioClient } from '../api/StudioClientContext.tsx';
import { formatTime } from '../shell/formatTime.ts';
import { hasRole, useOperator } from '../shell/OperatorContext.tsx';
import { table } from '../shell/studio.css.ts';
import { TableScroll } from '../shell/TableScroll.tsx';
import { CreateBrandForm } from './CreateBrandForm.tsx';

export interface BrandListScreenProps {
  /** Opens a brand's editor. */
  onOpen: (id: string) => void;
  /** The editor's address of a brand (links open it; `onOpen` after a creation). */
  editorHref: (id: string) => string;
}

/** Every brand: what players have, whether a draft waits, and how many problems it has. */
export function BrandListScreen({ onOpen, editorHref }: BrandListScreenProps) {
  const { t, i18n } = useTranslation('app');
  const client = useStudioClient();
  const operator = useOperator();
  const { data, error, mutate } = useSWR<StudioBrandSummary[], unknown>('brands', () =>
    client.brands(),
  );

  if (error) {
    return (
      <ErrorState
        title={t('brands.loadFailed')}
        description={studioErrorMessage(error, t)}
        onRetry={() => void mutate()}
        retryLabel={t('common.retry')}
      />
    );
  }
  if (!data) return <Spinner label={t('common.loading')} />;

  return (
    <Stack space="large">
      <Heading level={1}>{t('brands.title')}</Heading>
      {data.length === 0 ? (
        <EmptyState title={t('brands.none')} />
      ) : (
        <TableScroll label={t('brands.caption')}>
          <table className={table}>
            <caption>
              <VisuallyHidden>{t('brands.caption')}</VisuallyHidden>
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('brands.columns.id')}</th>
                <th scope="col">{t('brands.columns.published')}</th>
                <th scope="col">{t('brands.columns.draft')}</th>
                <th scope="col">{t('brands.columns.problems')}</th>
              </tr>
            </thead>
            <tbody>
              {data.map((brand) => (
                <BrandRow
                  key={brand.id}
                  brand={brand}
                  href={editorHref(brand.id)}
                  language={i18n.language}
                />
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      {hasRole(operator, 'editor') ? (
        <CreateBrandForm
          brands={data}
          onCreated={(id) => {
            void mutate();
            onOpen(id);
          }}
        />
      ) : null}
    </Stack>
  );
}

function BrandRow({
  brand,
  href,
  language,
}: {
  brand: StudioBrandSummary;
  href: string;
  language: string;
}) {
  const { t } = useTranslation('app');
  return (
    <tr>
      <th scope="row">
        <Link href={href} weight="strong">
          {brand.id}
        </Link>
      </th>
      <td>
        {brand.publishedVersion === null ? (
          <Text as="span" tone="secondary">
            {t('brands.neverPublished')}
          </Text>
        ) : (
          <Text as="span">
            {t('brands.version', { version: brand.publishedVersion })}
            {brand.publishedAt ? ` · ${formatTime(brand.publishedAt, language)}` : ''}
          </Text>
        )}
      </td>
      <td>
        {brand.hasDraft ? (
          <Badge tone="info" emphasis="soft">
            {t('brands.hasDraft')}
          </Badge>
        ) : (
          <Text as="span" tone="secondary">
            {t('brands.noDraft')}
          </Text>
        )}
      </td>
      <td>
        {brand.draftProblems > 0 ? (
          <Badge tone="negative" emphasis="soft">
            {t('common.problems', { count: brand.draftProblems })}
          </Badge>
        ) : (
          <Badge tone="positive" emphasis="soft">
            {t('common.noProblems')}
          </Badge>
        )}
      </td>
    </tr>
  );
}
