import { Box, Button, Card, Inline, Text, type IconName } from '../../../design-system/index.ts';

export interface FrameNoticeProps {
  message: string;
  actionLabel: string;
  onAction: () => void;
  actionIcon?: IconName;
  /** The action is running (a retry). @default false */
  busy?: boolean;
  /** A failure: announced at once (role alert) rather than read in page order. @default false */
  alert?: boolean;
}

/**
 * One line above the sportsbook frame with one action: the guest's "log in to place a bet" or a
 * token failure's retry. The frame stays below it, so a guest can still browse the events.
 */
export function FrameNotice({
  message,
  actionLabel,
  onAction,
  actionIcon,
  busy = false,
  alert = false,
}: FrameNoticeProps) {
  return (
    <Box paddingX="gutter">
      <Card tone={alert ? 'outline' : 'sunken'} padding="small">
        <Inline space="small" alignY="center" align="spaceBetween">
          <Text size="small" role={alert ? 'alert' : undefined}>
            {message}
          </Text>
          <Button size="small" icon={actionIcon} loading={busy} onClick={onAction}>
            {actionLabel}
          </Button>
        </Inline>
      </Card>
    </Box>
  );
}
