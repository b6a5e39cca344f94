import { Box, Card, Icon, Inline, Text } from '../../../design-system/index.ts';

/** A failure of the whole form (the server refused it), announced when it appears. */
export function FormError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <Box role="alert">
      <Card tone="outline" padding="medium">
        <Inline space="small" alignY="top" noWrap>
          <Icon name="error" />
          <Text tone="negative">{message}</Text>
        </Inline>
      </Card>
    </Box>
  );
}
