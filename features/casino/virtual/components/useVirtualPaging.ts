import { useStepPaging } from '../../shared/components/useStepPaging.ts';
import { VIRTUAL_SPORTS_PAGING } from '../model/virtualPaging.ts';

/**
 * The virtual-sports tiles shown so far: twelve, then twelve more each time the sentinel after
 * the last one comes into view (spec, section 9), at most every 500 ms.
 */
export function useVirtualPaging(total: number) {
  return useStepPaging(total, VIRTUAL_SPORTS_PAGING);
}
