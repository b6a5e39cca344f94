import { describe, expect, it } from 'vitest';
import { withTestPlatform } from '../../testing.ts';
import { seedContent } from './seed.ts';

const platform = withTestPlatform();

interface FlatPage {
  name: string;
  priority: number;
  id_name: string;
  id: number;
  text: string;
}

const listPages = async (language: string) => {
  const response = await platform.get<FlatPage[]>(`/api/site/flatpages/list/${language}`);
  expect(response.statusCode).toBe(200);
  const { body } = response;
  expect(body).toMatchObject({ success: true, codeStatus: 0 });
  return body.data ?? [];
};

const idNames = ['about', 'rules', 'privacy', 'responsible-gaming', 'bonus-rules', 'faq'];

describe('GET /api/site/flatpages/list/{language}', () => {
  it('should list the six pages sorted by priority, with their exact fields', async () => {
    const pages = await listPages('es');
    expect(pages.map((page) => page.id_name)).toEqual(idNames);
    expect(pages.map((page) => page.priority)).toEqual([10, 20, 30, 40, 50, 60]);
    expect(Object.keys(pages[0] ?? {}).sort()).toEqual([
      'id',
      'id_name',
      'name',
      'priority',
      'text',
    ]);
    expect(pages[1]).toMatchObject({ id: 2, id_name: 'rules', name: 'Términos y condiciones' });
  });

  it.each([
    ['en', 'Terms and conditions'],
    ['en-US', 'Terms and conditions'],
    ['PT-pt', 'Termos e condições'],
    ['es-es', 'Términos y condiciones'],
    ['ru-ru', 'Términos y condiciones'],
    ['xx', 'Términos y condiciones'],
  ])('should answer %s in its language (unknown ones in Spanish)', async (language, title) => {
    const pages = await listPages(language);
    expect(pages.find((page) => page.id_name === 'rules')?.name).toBe(title);
    expect(pages).toHaveLength(6);
  });

  it('should keep page ids the same across languages', async () => {
    const [es, en, pt] = await Promise.all(['es', 'en', 'pt'].map(listPages));
    const ids = (pages: FlatPage[] | undefined) =>
      pages?.map((page) => `${page.id}:${page.id_name}`);
    expect(ids(en)).toEqual(ids(es));
    expect(ids(pt)).toEqual(ids(es));
  });

  it("should fill in the brand's name, support e-mail and payment limits", async () => {
    const rules = (await listPages('es')).find((page) => page.id_name === 'rules');
    expect(rules?.text).toContain('Al registrarte en Demo Bet');
    expect(rules?.text).toContain('6.000 CLP');
    expect(rules?.text).toContain('1.500.000 CLP');
    expect(rules?.text).toContain(
      '<a href="mailto:support@demo-bet.example.com">support@demo-bet.example.com</a>',
    );
    const english = (await listPages('en')).find((page) => page.id_name === 'rules');
    expect(english?.text).toContain('10,000 CLP');
    expect(english?.text).not.toMatch(/\{\w+\}/);
  });

  it('should hold HTML with headings, lists and links, and never a script', async () => {
    for (const language of ['es', 'en', 'pt']) {
      for (const page of await listPages(language)) {
        expect(page.text).toMatch(/<h2>/);
        expect(page.text).toMatch(/<a href="/);
        expect(page.text).not.toMatch(/<script|javascript:|\son\w+=/i);
      }
    }
  });

  it('should fall back to the Spanish page where a translation is missing', async () => {
    const { database } = platform.context;
    database.prepare("DELETE FROM flat_pages WHERE lang = 'en' AND id_name = 'faq'").run();
    const pages = await listPages('en');
    expect(pages.map((page) => page.id_name)).toEqual(idNames);
    expect(pages.find((page) => page.id_name === 'faq')?.name).toBe('Preguntas frecuentes');
    expect(pages.find((page) => page.id_name === 'about')?.name).toBe('About us');
  });

  it('should be seeded once: a second seed adds nothing', () => {
    const count = () =>
      (
        platform.context.database.prepare('SELECT COUNT(*) AS n FROM flat_pages').get() as {
          n: number;
        }
      ).n;
    const before = count();
    seedContent(platform.context);
    expect(count()).toBe(before);
  });
});
