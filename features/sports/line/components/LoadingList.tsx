import { Box, Skeleton, Stack, VisuallyHidden } from '../../../../design-system/index.ts';

export interface LoadingListProps {
  /** Said once to screen readers, e.g. "Loading events…". */
  label: string;
  /** Placeholder rows. @default 5 */
  rows?: number;
}

/** Holds a list's place while it loads: tourney headers and event rows as shapes. */
export function LoadingList({ label, rows = 5 }: LoadingListProps) {
  return (
    <Box role="status" aria-busy="true">
      <VisuallyHidden>{label}</VisuallyHidden>
      <Stack space="small">
        {Array.from({ length: rows }, (_, index) => (
          <Stack key={index} space="xsmall">
            <Skeleton shape="text" width="medium" />
            <Skeleton shape="rect" size="large" />
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}
