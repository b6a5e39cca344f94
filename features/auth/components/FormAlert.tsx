import { Icon, Inline, Text } from '../../../design-system/index.ts';

/** A failed request's message above the form's action, read out as soon as it appears. */
export function FormAlert({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <Inline role="alert" space="xsmall" alignY="top" noWrap>
      <Text as="span" tone="negative">
        <Icon name="error" />
      </Text>
      <Text tone="negative">{message}</Text>
    </Inline>
  );
}
