import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { IconButton } from '../../../../design-system/index.ts';

/** Where Back goes when the page was opened directly (no history inside the app). */
const FALLBACK_PATH = '/line/top-events';

/**
 * The spec's back button: back in history, or to the top events when the page is the first one
 * the app showed (React Router marks that entry with the key 'default').
 */
export function BackButton() {
  const { t } = useTranslation('event');
  const navigate = useNavigate();
  const { key } = useLocation();
  return (
    <IconButton
      icon="chevronLeft"
      label={t('back')}
      onClick={() => {
        if (key === 'default') void navigate(FALLBACK_PATH);
        else void navigate(-1);
      }}
    />
  );
}
