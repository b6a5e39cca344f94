import { SearchScreen } from './SearchScreen.tsx';

/** /line/search/{searchText} and /Search: events not started yet matching a team or tourney. */
export default function LineSearchScreen() {
  return <SearchScreen mode="line" />;
}
