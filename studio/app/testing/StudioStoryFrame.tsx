import type { ReactNode } from 'react';
import type { i18n } from 'i18next';
import { SWRConfig } from 'swr';
import type { StudioOperator } from '../../../schemas/studioApi.ts';
import type { StudioClient } from '../api/studioClient.ts';
import { StudioClientProvider } from '../api/StudioClientContext.tsx';
import { OperatorContext } from '../shell/OperatorContext.tsx';
import { main } from '../shell/studio.css.ts';
import { fixtureClient, fixtureOperator } from './fixtures.ts';

export interface StudioStoryFrameProps {
  client?: StudioClient;
  operator?: StudioOperator;
  children: ReactNode;
}

/** A screen as the studio shows it: its client, its operator and a cache of its own. */
export function StudioStoryFrame({
  client = fixtureClient(),
  operator = fixtureOperator,
  children,
}: StudioStoryFrameProps) {
  return (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <StudioClientProvider client={client}>
        <OperatorContext value={operator}>
          <main className={main}>{children}</main>
        </OperatorContext>
      </StudioClientProvider>
    </SWRConfig>
  );
}

/** The studio's texts in a play function, in the story's language (es-ES or en-US). */
export function studioText(loaded: Record<string, unknown>) {
  const instance = loaded.studioI18n as i18n;
  return (key: string, options?: Record<string, unknown>): string =>
    instance.t(key, { ns: 'app', ...options });
}
