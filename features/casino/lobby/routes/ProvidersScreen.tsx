import { useProviders } from '../api/useCatalogue.ts';
import { ProvidersView } from './ProvidersView.tsx';

/** /slots/providers: the catalogue's providers (one small call, no game lists). */
export default function ProvidersScreen() {
  const providers = useProviders();
  return (
    <ProvidersView
      status={providers.status}
      providers={providers.providers ?? []}
      error={providers.error}
      retry={providers.retry}
      retrying={providers.retrying}
    />
  );
}
