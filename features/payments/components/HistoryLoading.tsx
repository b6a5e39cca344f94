import { LoadingOverlay, Skeleton, Stack } from '../../../design-system/index.ts';

/** A history list on its way: three row placeholders under the spinner. */
export function HistoryLoading({ label }: { label: string }) {
  return (
    <LoadingOverlay loading label={label}>
      <Stack space="small">
        <Skeleton shape="rect" />
        <Skeleton shape="rect" />
        <Skeleton shape="rect" />
      </Stack>
    </LoadingOverlay>
  );
}
