import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Box,
  ErrorState,
  Heading,
  Skeleton,
  Stack,
  VisuallyHidden,
} from '../../../design-system/index.ts';
import { AdditionalInfoFields, type AdditionalInfoFieldsProps } from './AdditionalInfoFields.tsx';

export type AdditionalInfoViewProps =
  | { status: 'loading' }
  | { status: 'error'; error: string; onRetry: () => void; retrying: boolean }
  | ({ status: 'ready' } & Omit<AdditionalInfoFieldsProps, 'labelledBy'>);

/** /profile/additional: the heading, then the profile loading, its failure, or the form. */
export function AdditionalInfoView(props: AdditionalInfoViewProps) {
  const { t } = useTranslation('account');
  const headingId = useId();
  return (
    <Stack space="large">
      <Heading level={1} id={headingId}>
        {t('additional.title')}
      </Heading>
      {props.status === 'loading' ? (
        <Box aria-busy="true">
          <VisuallyHidden>{t('additional.loading')}</VisuallyHidden>
          <Stack space="large">
            {Array.from({ length: 5 }, (_, index) => (
              <Stack key={index} space="xsmall">
                <Skeleton width="small" />
                <Skeleton shape="rect" />
              </Stack>
            ))}
          </Stack>
        </Box>
      ) : props.status === 'error' ? (
        <ErrorState
          title={t('additional.loadError')}
          description={props.error}
          onRetry={props.onRetry}
          retryLabel={t('additional.retry')}
          retrying={props.retrying}
        />
      ) : (
        <AdditionalInfoFields {...fieldsOf(props)} labelledBy={headingId} />
      )}
    </Stack>
  );
}

function fieldsOf({
  status: _status,
  ...fields
}: Extract<AdditionalInfoViewProps, { status: 'ready' }>): Omit<
  AdditionalInfoFieldsProps,
  'labelledBy'
> {
  return fields;
}
