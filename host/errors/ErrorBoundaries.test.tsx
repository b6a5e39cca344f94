import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DesignSystemProvider } from '../../design-system/index.ts';
import { RouterLink } from '../routing/RouterLink.tsx';
import { renderTranslated } from '../shell/testUtils.tsx';
import { RouteErrorBoundary, ShellPieceBoundary } from './ErrorBoundaries.tsx';

let broken = false;
function Fragile() {
  if (broken) {
    throw new TypeError("Cannot read properties of undefined (reading 'odds')");
  }
  return <p>Page content</p>;
}

function LostChunk(): never {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/Live-old.js');
}

function Shell({ page }: { page: React.ReactNode }) {
  const [clicks, setClicks] = useState(0);
  return (
    <DesignSystemProvider linkComponent={RouterLink}>
      <MemoryRouter initialEntries={['/line/top-events']}>
        <header>
          <button type="button" onClick={() => setClicks(clicks + 1)}>
            Menu {clicks}
          </button>
          <Link to="/live">Live</Link>
        </header>
        <RouteErrorBoundary>
          <Routes>
            <Route path="/line/top-events" element={page} />
            <Route path="/live" element={<p>Live page</p>} />
          </Routes>
        </RouteErrorBoundary>
      </MemoryRouter>
    </DesignSystemProvider>
  );
}

beforeEach(() => {
  // React and the boundary log a caught failure; the test reads the screen instead.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  sessionStorage.clear();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('RouteErrorBoundary', () => {
  it('should show a localized failure with Retry and a way home, the shell still working', async () => {
    broken = true;
    const user = userEvent.setup();
    await renderTranslated(<Shell page={<Fragile />} />, 'es-es');

    const alert = await screen.findByRole('alert');
    expect(screen.getByRole('heading', { level: 1, name: 'Algo ha ido mal' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/');
    await user.click(screen.getByRole('button', { name: 'Menu 0' }));
    expect(screen.getByRole('button', { name: 'Menu 1' })).toBeVisible();

    broken = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Page content')).toBeVisible();
    expect(alert).not.toBeInTheDocument();
  });

  it('should clear the failure when the player goes to another page', async () => {
    broken = true;
    const user = userEvent.setup();
    await renderTranslated(<Shell page={<Fragile />} />, 'en-US');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Live' }));
    expect(await screen.findByText('Live page')).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('should reload once for a lost chunk, recording when', async () => {
    await renderTranslated(<Shell page={<LostChunk />} />, 'en-US');
    // jsdom cannot navigate; the guard's record shows the reload was asked for.
    expect(await screen.findByRole('status')).toHaveTextContent('Loading the latest version…');
    expect(Number(sessionStorage.getItem('app.chunkReloadedAt'))).toBeGreaterThan(0);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('should show the failure for a chunk still lost after the reload, instead of looping', async () => {
    // The page load before this one reloaded a second ago.
    sessionStorage.setItem('app.chunkReloadedAt', String(performance.timeOrigin - 1000));
    await renderTranslated(<Shell page={<LostChunk />} />, 'pt-PT');
    expect(await screen.findByRole('heading', { level: 1, name: 'Algo correu mal' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  });
});

describe('ShellPieceBoundary', () => {
  it('should leave a failed piece empty and keep its neighbours', async () => {
    broken = true;
    await act(async () => {
      await renderTranslated(
        <div>
          <ShellPieceBoundary>
            <Fragile />
          </ShellPieceBoundary>
          <p>Header</p>
        </div>,
      );
    });
    expect(screen.getByText('Header')).toBeVisible();
    expect(screen.queryByText('Page content')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
