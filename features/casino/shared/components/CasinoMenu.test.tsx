import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFixtureApi } from '../../../core/testing/index.ts';
import { renderCasino } from '../testing/renderCasino.tsx';
import { CasinoMenu } from './CasinoMenu.tsx';

function tabs() {
  return within(screen.getByRole('navigation', { name: 'Casino sections' })).getAllByRole('link');
}

describe('CasinoMenu', () => {
  it('should mark the virtual tab on every virtual-games address', async () => {
    for (const path of ['/virtual-games', '/virtual-games/golden-race/10101', '/bet-radar']) {
      const view = await renderCasino(<CasinoMenu />, { api: createFixtureApi({}), path });
      expect(screen.getByRole('link', { current: 'page' })).toHaveTextContent('Virtual');
      view.unmount();
    }
  });

  it('should hide the virtual tab only once both of its providers are banned', async () => {
    const view = await renderCasino(<CasinoMenu />, {
      api: createFixtureApi({}),
      blocklist: ['goldenrace'],
    });
    expect(tabs().map((tab) => tab.textContent)).toContain('Virtual');
    view.unmount();

    await renderCasino(<CasinoMenu />, {
      api: createFixtureApi({}),
      blocklist: ['goldenrace', 'betradar'],
    });
    expect(tabs().map((tab) => tab.textContent)).not.toContain('Virtual');
    expect(tabs()).toHaveLength(3);
  });
});
