import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError, isApiError, useErrorText } from '../../core/errors/index.ts';
import { notify } from '../../core/notifications/index.ts';
import { useUpdateAdditionalInfo, type RawProfile } from '../api/profile.ts';
import {
  checkAdditionalInfo,
  initialAdditionalInfo,
  isPhoneEditable,
  isProfileLocked,
  type AdditionalInfoField,
  type AdditionalInfoProblem,
  type AdditionalInfoValues,
} from '../model/additionalInfo.ts';
import { AdditionalInfoView } from './AdditionalInfoView.tsx';

/** Accounts API: code 12 is 'data is not editable' (or 'phone is not editable'). */
const NOT_EDITABLE_CODE = 12;

type FieldErrors = Partial<Record<AdditionalInfoField, string>>;

export interface AdditionalInfoFormProps {
  playerId: number;
  profile: RawProfile;
  today: string;
  /** Re-reads the profile (another device may have saved it meanwhile). */
  onProfileStale: () => void;
}

/**
 * Holds what the player types, checks it on submit and saves it. The saved profile comes back
 * with is_changed set and replaces the cached one, so the screen shows the locked form.
 */
export function AdditionalInfoForm({
  playerId,
  profile,
  today,
  onProfileStale,
}: AdditionalInfoFormProps) {
  const { t } = useTranslation('account');
  const errorText = useErrorText();
  const { trigger, isMutating } = useUpdateAdditionalInfo(playerId);
  const [values, setValues] = useState<AdditionalInfoValues>(() =>
    initialAdditionalInfo(profile, today),
  );
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string>();

  const problemMessage = (field: AdditionalInfoField, problem: AdditionalInfoProblem): string => {
    if (problem === 'invalidDate') return t('additional.invalidDate');
    if (problem === 'futureDate') return t('additional.futureDate');
    if (field === 'phone') return t('additional.phoneRequired');
    if (field === 'firstName') return t('additional.firstNameRequired');
    if (field === 'lastName') return t('additional.lastNameRequired');
    return t('additional.birthDateRequired');
  };

  async function submit() {
    if (isMutating) return;
    const check = checkAdditionalInfo(values, today);
    setFormError(undefined);
    if (!check.ok) {
      const errors: FieldErrors = {};
      for (const [field, problem] of Object.entries(check.problems) as [
        AdditionalInfoField,
        AdditionalInfoProblem,
      ][]) {
        errors[field] = problemMessage(field, problem);
      }
      setFieldErrors(errors);
      return;
    }
    setFieldErrors({});
    try {
      await trigger(check.payload);
    } catch (error) {
      // Casino spec §8: the server's own message wins for the profile update.
      setFormError(errorText(describeError(error, 'auth', { preferServerMessage: true })));
      if (isApiError(error) && error.codeStatus === NOT_EDITABLE_CODE) onProfileStale();
      return;
    }
    notify({ type: 'success', message: { key: 'notice.infoWasUpdated' } });
  }

  return (
    <AdditionalInfoView
      status="ready"
      values={values}
      fieldErrors={fieldErrors}
      formError={formError}
      locked={isProfileLocked(profile)}
      phoneEditable={isPhoneEditable(profile)}
      saving={isMutating}
      today={today}
      onChange={(field, value) => setValues((previous) => ({ ...previous, [field]: value }))}
      onSubmit={() => void submit()}
    />
  );
}
