import { describe, expect, it } from 'vitest';
import { localizedName } from './virtualGame.ts';

describe('localizedName', () => {
  const trans = { es: 'Fútbol virtual Liga', en: 'Virtual Football League', pt: 'Futebol' };

  it('should name a game in the interface language', () => {
    expect(localizedName(trans, 'es', 'br_x')).toBe('Fútbol virtual Liga');
    expect(localizedName(trans, 'pt', 'br_x')).toBe('Futebol');
  });

  it('should fall back to English, then to any name, then to the page code', () => {
    expect(localizedName(trans, 'fr', 'br_x')).toBe('Virtual Football League');
    expect(localizedName({ es: '', en: 'English' }, 'es', 'br_x')).toBe('English');
    expect(localizedName({ pt: 'Só português' }, 'es', 'br_x')).toBe('Só português');
    expect(localizedName({}, 'es', 'br_x')).toBe('br_x');
    expect(localizedName(undefined, 'es', 'br_x')).toBe('br_x');
  });
});
