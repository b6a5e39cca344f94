import { createContext, useContext, type ReactNode } from 'react';
import type { StudioClient } from './studioClient.ts';

const StudioClientContext = createContext<StudioClient | null>(null);

/** Gives the screens their API client: the real one in the app, a fixture in stories and tests. */
export function StudioClientProvider({
  client,
  children,
}: {
  client: StudioClient;
  children: ReactNode;
}) {
  return <StudioClientContext.Provider value={client}>{children}</StudioClientContext.Provider>;
}

export function useStudioClient(): StudioClient {
  const client = useContext(StudioClientContext);
  if (!client) throw new Error('useStudioClient needs a StudioClientProvider above it');
  return client;
}
