import { describe, expect, it } from 'vitest';
import { readBrandFile } from '../brandFile.ts';
import type { Brand } from '../../../schemas/generated/brand.ts';
import { brandDocument } from './brandDocument.ts';
import { offlinePage } from './offlinePage.ts';

const shipped = (id: string) => JSON.parse(readBrandFile(id)) as Brand;

describe('offlinePage', () => {
  it.each([
    ['demo', 'es-ES', 'Demo Bet', 'Sin conexión', 'Reintentar'],
    ['nightbet', 'en-US', 'NightBet', 'You are offline', 'Try again'],
    ['costa', 'pt-PT', 'Costa Jogos', 'Sem ligação', 'Tentar novamente'],
  ])("should speak %s's default language and name it", (id, lang, name, title, retry) => {
    const html = offlinePage(brandDocument(shipped(id)));
    expect(html).toContain(`<html lang="${lang}">`);
    expect(html).toContain(`<h1>${name}</h1>`);
    expect(html).toContain(`<h2>${title}</h2>`);
    expect(html).toContain(`<button type="submit">${retry}</button>`);
  });

  it('should run no script, which the policy would refuse inline', () => {
    expect(offlinePage(brandDocument(shipped('demo')))).not.toMatch(/<script|\son\w+=/i);
  });

  it("should paint with the brand's colours", () => {
    const html = offlinePage(brandDocument(shipped('nightbet')));
    expect(html).toContain('background: #b794f6; color: #12082a;');
  });
});
