import { describe, expect, it } from 'vitest';
import { flatPageNameFromPath } from './flatPageName.ts';

describe('flatPageNameFromPath', () => {
  it('should read the page name from a flat-page address', () => {
    expect(flatPageNameFromPath('/flatPages/rules')).toBe('rules');
    expect(flatPageNameFromPath('/flatPages/responsible-gaming/')).toBe('responsible-gaming');
  });

  it('should decode an encoded name and keep a badly encoded one as written', () => {
    expect(flatPageNameFromPath('/flatPages/bonus%20rules')).toBe('bonus rules');
    expect(flatPageNameFromPath('/flatPages/100%')).toBe('100%');
  });

  it('should find no name in other addresses', () => {
    expect(flatPageNameFromPath('/flatPages/')).toBeUndefined();
    expect(flatPageNameFromPath('/flatPages')).toBeUndefined();
    expect(flatPageNameFromPath('/flatPages/rules/extra')).toBeUndefined();
    expect(flatPageNameFromPath('/contacts')).toBeUndefined();
    expect(flatPageNameFromPath('/flatpages/rules')).toBeUndefined();
  });
});
