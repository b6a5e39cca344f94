import { describe, expect, it } from 'vitest';
import { vars } from '../../design-system/tokens/contract.css.ts';
import brandSchema from '../../schemas/brand.schema.json';

interface ObjectSchema {
  properties: Record<string, { properties?: Record<string, unknown> }>;
}

describe('brand schema theme section', () => {
  const theme = (brandSchema as unknown as ObjectSchema).properties
    .theme as unknown as ObjectSchema;

  it('should offer exactly the groups of the design-system contract, plus the base theme', () => {
    expect(Object.keys(theme.properties).sort()).toEqual(['base', ...Object.keys(vars)].sort());
  });

  it('should offer exactly the roles of each contract group', () => {
    for (const [group, roles] of Object.entries(vars)) {
      expect(Object.keys(theme.properties[group]?.properties ?? {}).sort(), group).toEqual(
        Object.keys(roles).sort(),
      );
    }
  });
});
