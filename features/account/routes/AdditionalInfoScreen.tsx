import dayjs from 'dayjs';
import { useErrorText, describeError } from '../../core/errors/index.ts';
import { useSession } from '../../core/session/index.ts';
import { useProfile } from '../api/profile.ts';
import { isProfileLocked } from '../model/additionalInfo.ts';
import { AdditionalInfoForm } from './AdditionalInfoForm.tsx';
import { AdditionalInfoView } from './AdditionalInfoView.tsx';

export interface AdditionalInfoScreenProps {
  /** yyyy-MM-dd; the birth date's default and latest value. @default today */
  today?: string;
}

/** /profile/additional: loads the profile, then the form (locked once the data was saved). */
export default function AdditionalInfoScreen({
  today = dayjs().format('YYYY-MM-DD'),
}: AdditionalInfoScreenProps) {
  const errorText = useErrorText();
  const { session } = useSession();
  const playerId = session.status === 'player' ? session.user.id : undefined;
  const { data: profile, error, isValidating, mutate } = useProfile(playerId);

  if (playerId === undefined || profile === undefined) {
    if (error === undefined) return <AdditionalInfoView status="loading" />;
    return (
      <AdditionalInfoView
        status="error"
        error={errorText(describeError(error, 'auth'))}
        onRetry={() => void mutate()}
        retrying={isValidating}
      />
    );
  }
  return (
    <AdditionalInfoForm
      // A saved (locked) profile starts the form again from what the server stored.
      key={`${profile.id}-${String(isProfileLocked(profile))}`}
      playerId={playerId}
      profile={profile}
      today={today}
      onProfileStale={() => void mutate()}
    />
  );
}
