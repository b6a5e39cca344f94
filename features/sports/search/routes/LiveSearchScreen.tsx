import { SearchScreen } from './SearchScreen.tsx';

/** /live/search and /live/search/{search}: live events matching a team or tourney. */
export default function LiveSearchScreen() {
  return <SearchScreen mode="live" />;
}
