import useSWR from 'swr';
import { useApi } from '../../../core/api/index.ts';
import { useBrand } from '../../../core/brand/index.ts';
import {
  absoluteDownloadUrl,
  resolveDownloadUrl,
  type DownloadAddress,
} from '../model/downloadUrl.ts';

/**
 * The Android app's download address: brand.json `downloadApp.androidUrl`, else
 * GET /api/site/download-url (asked only then). `enabled: false` asks nothing (a closed banner).
 */
export function useDownloadUrl({ enabled = true }: { enabled?: boolean } = {}): DownloadAddress {
  const api = useApi();
  const brand = useBrand();
  const brandUrl = brand.downloadApp?.androidUrl?.trim();
  const { data, error, isLoading, isValidating, mutate } = useSWR<{ downloadUrl: string }, unknown>(
    enabled && !brandUrl ? 'contentPages/downloadUrl' : null,
    () => api.get<{ downloadUrl: string }>('/api/site/download-url'),
  );
  const resolved = resolveDownloadUrl(brandUrl, data?.downloadUrl);
  const base = api.url('/') || window.location.origin;
  return {
    url: resolved ? absoluteDownloadUrl(resolved, new URL(base, window.location.origin).href) : '',
    loading: resolved === undefined && isLoading,
    error: resolved === undefined ? error : undefined,
    retry: () => void mutate(),
    retrying: isValidating && error !== undefined,
  };
}
