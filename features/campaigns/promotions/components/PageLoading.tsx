import { Box, Skeleton, Stack, VisuallyHidden } from '../../../../design-system/index.ts';

/**
 * A page's shape while its data loads. The status is announced once, outside the busy region
 * (screen readers hold back announcements from inside an aria-busy element).
 */
export function PageLoading({ label }: { label: string }) {
  return (
    <Stack space="medium">
      <Box role="status">
        <VisuallyHidden>{label}</VisuallyHidden>
      </Box>
      <Box aria-busy="true">
        <Stack space="medium">
          <Skeleton shape="text" width="medium" />
          <Skeleton shape="rect" size="large" />
          <Skeleton shape="rect" />
          <Skeleton shape="rect" />
          <Skeleton shape="text" lines={3} />
        </Stack>
      </Box>
    </Stack>
  );
}
