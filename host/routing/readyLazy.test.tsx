import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { loadReady, readyLazy } from './readyLazy.ts';

function Page({ title }: { title: string }) {
  return <h1>{title}</h1>;
}
const loadPage = () => Promise.resolve({ default: Page });

describe('readyLazy', () => {
  it('should render a chunk loadReady fetched in the first commit, with no fallback', async () => {
    const load = () => loadPage();
    await loadReady(load);
    const ReadyPage = readyLazy(load);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <ReadyPage title="Casino" />
      </Suspense>,
    );
    // Synchronously after render: no microtask has run, so a suspended lazy would show "Loading".
    expect(screen.getByRole('heading', { name: 'Casino' })).toBeVisible();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('should suspend like React.lazy when the chunk was not fetched yet', async () => {
    const ReadyPage = readyLazy(() => loadPage());
    render(
      <Suspense fallback={<p>Loading</p>}>
        <ReadyPage title="Casino" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Casino' })).toBeVisible();
  });
});
