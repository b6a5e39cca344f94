import { PROVIDER_BLOCKS } from '../model/providerPaging.ts';
import { useStepPaging } from '../../shared/components/useStepPaging.ts';

/**
 * The provider blocks shown so far: two, then two more each time the sentinel after the last one
 * comes into view (spec, section 9), at most every 500 ms.
 */
export function useProviderPaging(total: number) {
  return useStepPaging(total, PROVIDER_BLOCKS);
}
