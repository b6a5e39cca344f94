export { checkDateRange, isDay, ISO_DATE, lastDays } from './dateRange.ts';
export type { DateRange, DateRangeProblem } from './dateRange.ts';
export {
  activeValues,
  ALL_PROVIDERS,
  oneOrList,
  providerFilter,
  toggleOption,
  toggleProvider,
} from './filterOptions.ts';
export type { FilterOption } from './filterOptions.ts';
export { FilterTagGroup } from './FilterTagGroup.tsx';
export type { FilterTagGroupProps } from './FilterTagGroup.tsx';
export { providerFilterList } from './providerFilterList.ts';
