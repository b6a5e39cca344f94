import { useState } from 'react';
import { Box, Link, Text } from '../../design-system/index.ts';
import type { Brand } from '../../schemas/generated/brand.ts';
import * as styles from './BrandLogo.css.ts';
import { brandAssetUrl, shellLinks } from './shellLinks.ts';

export interface BrandLogoProps {
  brand: Brand;
}

/**
 * The brand's logo linking home. A brand without a logo, or whose logo fails to load, shows its
 * name as text instead: players always see whose site they are on, and the link keeps a name.
 */
export function BrandLogo({ brand }: BrandLogoProps) {
  const [failed, setFailed] = useState<string | undefined>(undefined);
  const src = brand.logo ? brandAssetUrl(brand.logo.src) : undefined;
  const showImage = src !== undefined && failed !== src;

  return (
    <Box display="flex" alignItems="center" minWidth={0}>
      <Text as="span" size="large" weight="strong" maxLines={1}>
        <Link href={shellLinks.home}>
          {showImage ? (
            <img
              className={styles.logo}
              src={src}
              alt={brand.logo?.alt ?? brand.name}
              onError={() => setFailed(src)}
            />
          ) : (
            brand.name
          )}
        </Link>
      </Text>
    </Box>
  );
}
