import { Box } from '../components/Box/Box.tsx';
import { Inline } from '../components/Inline/Inline.tsx';
import { Stack } from '../components/Stack/Stack.tsx';
import { Text } from '../components/Text/Text.tsx';
import type { ThemeValues } from '../themes/themeValues.ts';
import type { vars } from '../tokens/contract.css.ts';

/** Spacing scale as bars, so a designer sees the rhythm at a glance. */
export function SpaceScale({ theme }: { theme: ThemeValues }) {
  return (
    <Stack space="xsmall">
      {Object.entries(theme.space).map(([name, value]) => (
        <Inline key={name} space="medium" noWrap>
          <Box as="span" display="inline-block" width="full">
            <Text as="span" size="small">
              {name} · {value}
            </Text>
          </Box>
          <Box
            as="span"
            display="inline-block"
            background="brand"
            borderRadius="small"
            aria-hidden="true"
            // A bar as wide as the token itself: the one place a token value becomes a width.
            paddingLeft={name as keyof typeof vars.space}
            paddingY="xsmall"
          />
        </Inline>
      ))}
    </Stack>
  );
}

/** Corner radii on sample tiles. */
export function RadiusScale({ theme }: { theme: ThemeValues }) {
  return (
    <Inline space="medium">
      {Object.keys(theme.radius).map((name) => (
        <Box
          key={name}
          padding="large"
          background="surfaceRaised"
          border="strong"
          borderRadius={name as keyof typeof vars.radius}
        >
          <Text size="small">{name}</Text>
        </Box>
      ))}
    </Inline>
  );
}

/** Every size of the type scale in the brand typeface. */
export function TypeScale({ theme }: { theme: ThemeValues }) {
  return (
    <Stack space="small">
      {(Object.keys(theme.fontSize) as Array<keyof ThemeValues['fontSize']>).map((size) => (
        <Text key={size} size={size}>
          {size} · {theme.fontSize[size]} · Real Madrid 2.10 X 3.40 FC Barcelona
        </Text>
      ))}
    </Stack>
  );
}
