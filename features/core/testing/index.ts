export { createFixtureApi, withEnvelope } from './fixtureApi.ts';
export type { FixtureApi, FixtureHandler, FixtureRequest, FixtureRoutes } from './fixtureApi.ts';
export {
  FixtureProviders,
  fixtureBrand,
  fixturePlayer,
  signedInSession,
} from './FixtureProviders.tsx';
export type { FixtureProvidersProps } from './FixtureProviders.tsx';
export { neverAnswer, withAppFixture } from './storyFixture.tsx';
export type { AppFixture } from './storyFixture.tsx';
export { AuthModalState, CurrentAddress, Notices, ShellProbes } from './probes.tsx';
export { StoryNotices } from './StoryNotices.tsx';
export { clpSettingsFixture } from './settingsFixture.ts';
export {
  inStoryLanguage,
  setStoryI18n,
  storyLanguage,
  storyLocale,
  storyText,
} from './storyText.ts';
export { storyMoney, withAnySpaces } from './storyMoney.ts';
export type { StoryLanguage } from './storyText.ts';
export { asTextContent, containing, fieldLabel, startingWith } from './storyQueries.ts';
