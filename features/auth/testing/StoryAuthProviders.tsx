import { useState, type ReactNode } from 'react';
import type { Session } from '../../core/session/index.ts';
import { createFixtureApi, type FixtureRoutes } from '../../core/testing/index.ts';
import { AuthFixtureProviders } from './AuthFixtureProviders.tsx';
import { baseRoutes } from './fixtures.ts';

export interface StoryAuthProvidersProps {
  routes?: FixtureRoutes;
  session?: Session;
  path?: string;
  children: ReactNode;
}

/** A story's platform: the fixture answers, made once per story so calls keep their state. */
export function StoryAuthProviders({
  routes = {},
  session,
  path,
  children,
}: StoryAuthProvidersProps) {
  // A short delay shows the spinners the way a phone on a real network would.
  const [api] = useState(() => createFixtureApi({ ...baseRoutes, ...routes }, { delayMs: 150 }));
  return (
    <AuthFixtureProviders api={api} session={session} path={path}>
      {children}
    </AuthFixtureProviders>
  );
}
