import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter, useNavigate } from 'react-router-dom';
import { useState } from 'react';
import { languageTag, type LanguageCode } from '../../host/i18n/languages.ts';
import { preloadSettingTexts } from '../controls/settingTexts/settingTexts.ts';
import { createStudioI18n } from '../i18n/studioI18n.ts';
import { createStudioClient } from './api/studioClient.ts';
import { StudioApp } from './shell/StudioApp.tsx';
import { storedStudioLanguage, storeStudioLanguage } from './shell/studioLanguage.ts';

/** The path the platform serves the studio under (platform/src/studioPage.ts). */
const basename = '/studio';

function StudioRoot({ initialLanguage }: { initialLanguage: LanguageCode }) {
  const navigate = useNavigate();
  const [language, setLanguage] = useState(initialLanguage);
  // A call answering "not signed in" (an expired session) sends the operator to the sign-in.
  const [client] = useState(() =>
    createStudioClient({ onSignedOut: () => void navigate('/sign-in', { replace: true }) }),
  );
  return (
    <StudioApp
      client={client}
      language={language}
      onLanguageChange={(next) => {
        setLanguage(next);
        storeStudioLanguage(next);
        // The settings' own texts first, so the form switches language in one step.
        const tag = languageTag(next);
        void preloadSettingTexts(tag).then(() => i18n.changeLanguage(tag));
      }}
    />
  );
}

const initialLanguage = storedStudioLanguage();
const [i18n] = await Promise.all([
  createStudioI18n(initialLanguage),
  preloadSettingTexts(languageTag(initialLanguage)),
]);
const container = document.getElementById('studio');
if (!container) throw new Error('studio.html has no #studio element');
createRoot(container).render(
  <I18nextProvider i18n={i18n}>
    <BrowserRouter basename={basename}>
      <StudioRoot initialLanguage={initialLanguage} />
    </BrowserRouter>
  </I18nextProvider>,
);
