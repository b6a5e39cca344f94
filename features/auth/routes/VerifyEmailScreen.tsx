import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router-dom';
import { describeError, useErrorText } from '../../core/errors/index.ts';
import { notify } from '../../core/notifications/index.ts';
import { useVerifyEmail } from '../api/verifyEmail.ts';
import { afterRecoveryPath } from '../model/destination.ts';
import { VerifyEmailView } from './VerifyEmailView.tsx';

function VerifyCode({ code }: { code: string }) {
  const errorText = useErrorText();
  const onVerified = useCallback(
    () => notify({ type: 'success', message: { key: 'verify.success', ns: 'auth' } }),
    [],
  );
  const state = useVerifyEmail(code, onVerified);
  if (state.status === 'verified') return <Navigate to={afterRecoveryPath} replace />;
  if (state.status === 'failed') {
    return (
      <VerifyEmailView
        state={{ status: 'failed', message: errorText(describeError(state.error, 'auth')) }}
      />
    );
  }
  return <VerifyEmailView state={state} />;
}

/** Route `verifyEmail` (/verify?code=…): confirms the address, then opens the top events. */
export default function VerifyEmailScreen() {
  const { t } = useTranslation('auth');
  const [searchParams] = useSearchParams();
  const code = searchParams.get('code')?.trim();
  if (!code) return <VerifyEmailView state={{ status: 'failed', message: t('verify.noCode') }} />;
  return <VerifyCode code={code} />;
}
