import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../core/api/client.ts';
import { fetchFlatPageLinks, type RawFlatPage } from './flatPages.ts';

describe('fetchFlatPageLinks', () => {
  it('should ask for the language and sort the links by priority', async () => {
    const pages: RawFlatPage[] = [
      { id: 2, id_name: 'terms', name: 'Términos', priority: 20, text: '<p>…</p>' },
      { id: 1, id_name: 'about', name: 'Quiénes somos', priority: 10, text: '<p>…</p>' },
    ];
    const get = vi.fn(() => Promise.resolve(pages));
    const api = { get } as unknown as ApiClient;
    await expect(fetchFlatPageLinks(api, 'es')).resolves.toEqual([
      { idName: 'about', name: 'Quiénes somos' },
      { idName: 'terms', name: 'Términos' },
    ]);
    expect(get).toHaveBeenCalledWith('/api/site/flatpages/list/es');
  });
});
