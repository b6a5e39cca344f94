import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Link as RouterLink,
  Navigate,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
} from 'react-router-dom';
import useSWR, { useSWRConfig } from 'swr';
import {
  Button,
  DesignSystemProvider,
  ErrorState,
  Inline,
  Spinner,
  Text,
  type LinkComponentProps,
} from '../../../design-system/index.ts';
import type { LanguageCode } from '../../../host/i18n/languages.ts';
import type { StudioOperator } from '../../../schemas/studioApi.ts';
import { studioErrorMessage } from '../api/errorMessage.ts';
import { isStudioApiError, type StudioClient } from '../api/studioClient.ts';
import { StudioClientProvider, useStudioClient } from '../api/StudioClientContext.tsx';
import { BrandListScreen } from '../brands/BrandListScreen.tsx';
import { EditorScreen } from '../editor/EditorScreen.tsx';
import { SignInScreen } from '../signIn/SignInScreen.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { OperatorContext } from './OperatorContext.tsx';
import { header, main, page } from './studio.css.ts';

export const meKey = 'me';

/** Links of the design system go through the router (the studio's paths are under /studio). */
function StudioLink({ href, ref, ...props }: LinkComponentProps) {
  return <RouterLink to={href} ref={ref} {...props} />;
}

export interface StudioAppProps {
  client: StudioClient;
  language: LanguageCode;
  onLanguageChange: (language: LanguageCode) => void;
}

/** The studio: sign-in, the brand list and a brand's editor, on the studio's API client. */
export function StudioApp({ client, language, onLanguageChange }: StudioAppProps) {
  return (
    <DesignSystemProvider theme="light" linkComponent={StudioLink}>
      <StudioClientProvider client={client}>
        <div className={page}>
          <Routes>
            <Route
              path="/sign-in"
              element={
                <Frame language={language} onLanguageChange={onLanguageChange}>
                  <SignInRoute />
                </Frame>
              }
            />
            <Route
              path="*"
              element={
                <RequireOperator language={language} onLanguageChange={onLanguageChange}>
                  <Routes>
                    <Route path="/" element={<BrandListRoute />} />
                    <Route path="/brands/:id" element={<EditorRoute />} />
                    <Route path="*" element={<Navigate to="/" replace />} />
                  </Routes>
                </RequireOperator>
              }
            />
          </Routes>
        </div>
      </StudioClientProvider>
    </DesignSystemProvider>
  );
}

/** The header (title, operator, language, sign-out) and the screen under it. */
function Frame({
  language,
  onLanguageChange,
  operator,
  onSignOut,
  children,
}: {
  language: LanguageCode;
  onLanguageChange: (language: LanguageCode) => void;
  operator?: string;
  onSignOut?: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('app');
  return (
    <>
      <header className={header}>
        {/* Each screen has its own h1; the studio's name is the banner's text. */}
        <Text as="span" size="large" weight="strong">
          {t('shell.title')}
        </Text>
        <Inline space="medium" alignY="bottom">
          <LanguageSwitch value={language} onChange={onLanguageChange} />
          {operator ? (
            <Text as="span" size="small" tone="secondary">
              {operator}
            </Text>
          ) : null}
          {onSignOut ? (
            <Button variant="outline" size="small" onClick={onSignOut}>
              {t('shell.signOut')}
            </Button>
          ) : null}
        </Inline>
      </header>
      <main className={main}>{children}</main>
    </>
  );
}

function RequireOperator({
  language,
  onLanguageChange,
  children,
}: {
  language: LanguageCode;
  onLanguageChange: (language: LanguageCode) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('app');
  const client = useStudioClient();
  const location = useLocation();
  const { data, error, mutate } = useSWR<StudioOperator, unknown>(meKey, () => client.me(), {
    shouldRetryOnError: false,
  });
  const signOut = async () => {
    try {
      await client.logout();
    } finally {
      await mutate(undefined, { revalidate: false });
    }
  };
  if (isStudioApiError(error) && error.kind === 'signedOut') {
    return <Navigate to="/sign-in" replace state={{ from: location.pathname }} />;
  }
  const frame = (content: ReactNode) => (
    <Frame
      language={language}
      onLanguageChange={onLanguageChange}
      operator={data?.email}
      onSignOut={data ? () => void signOut() : undefined}
    >
      {content}
    </Frame>
  );
  if (error) {
    return frame(
      <ErrorState
        title={t('shell.loadFailed')}
        description={studioErrorMessage(error, t)}
        onRetry={() => void mutate()}
        retryLabel={t('common.retry')}
        titleLevel={1}
      />,
    );
  }
  if (!data) return frame(<Spinner label={t('common.loading')} />);
  return frame(<OperatorContext value={data}>{children}</OperatorContext>);
}

function SignInRoute() {
  const navigate = useNavigate();
  const location = useLocation();
  const { mutate } = useSWRConfig();
  const from = (location.state as { from?: unknown } | null)?.from;
  return (
    <SignInScreen
      onSignedIn={(operator) => {
        // Stored as the session's operator, so the next screen does not ask the server again.
        void mutate(meKey, operator, { revalidate: false });
        void navigate(typeof from === 'string' && from !== '/sign-in' ? from : '/', {
          replace: true,
        });
      }}
    />
  );
}

function BrandListRoute() {
  const navigate = useNavigate();
  return (
    <BrandListScreen
      onOpen={(id) => void navigate(`/brands/${id}`)}
      editorHref={(id) => `/brands/${id}`}
    />
  );
}

function EditorRoute() {
  const { id = '' } = useParams();
  return <EditorScreen key={id} brandId={id} backHref="/" />;
}
