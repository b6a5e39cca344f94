import useSWR from 'swr';
import useSWRMutation from 'swr/mutation';
import { useApi } from '../../core/api/index.ts';
import type { AdditionalInfoPayload, ProfileFormSource } from '../model/additionalInfo.ts';

/** GET /api/user/profile (casino-and-account spec, section 3; accounts API). */
export interface RawProfile extends ProfileFormSource {
  id: number;
  email: string | null;
  email_verified?: boolean;
  currency: string;
  balance: number;
  number_document: string | null;
  address: string | null;
  card: string | null;
  yandex: string | null;
}

/** The profile depends only on who is signed in, not on the language. */
export const profileKey = (playerId: number) => ['user/profile', playerId] as const;

export function useProfile(playerId: number | undefined) {
  const api = useApi();
  return useSWR<RawProfile, Error>(playerId === undefined ? null : profileKey(playerId), () =>
    api.get<RawProfile>('/api/user/profile'),
  );
}

/**
 * PUT /api/user/profile/additional/update. The answer is the saved profile (is_changed set), so it
 * replaces the cached one and the form locks without another request.
 */
export function useUpdateAdditionalInfo(playerId: number) {
  const api = useApi();
  return useSWRMutation(
    profileKey(playerId),
    (_key, { arg }: { arg: AdditionalInfoPayload }) =>
      api.put<RawProfile>('/api/user/profile/additional/update', arg),
    { populateCache: true, revalidate: false, throwOnError: true },
  );
}
