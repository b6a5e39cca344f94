import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { latestBirthDate, minimumAgeOf } from '../../../schemas/birthDateRule.ts';
import { useBrand } from '../../core/brand/index.ts';
import { describeError, isApiError, useErrorText } from '../../core/errors/index.ts';
import { useNoticeGroup } from '../../core/notifications/index.ts';
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
/** Accounts API: code 240 is a birth date under the brand's minimum age. */
const UNDER_AGE_CODE = 240;

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
  const minimumAge = minimumAgeOf(useBrand());
  const [values, setValues] = useState<AdditionalInfoValues>(() => initialAdditionalInfo(profile));
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string>();
  const notices = useNoticeGroup();

  const problemMessage = (field: AdditionalInfoField, problem: AdditionalInfoProblem): string => {
    if (problem === 'invalidDate') return t('additional.invalidDate');
    if (problem === 'futureDate') return t('additional.futureDate');
    if (problem === 'underAge') return t('additional.underAge', { age: minimumAge });
    if (field === 'phone') return t('additional.phoneRequired');
    if (field === 'firstName') return t('additional.firstNameRequired');
    if (field === 'lastName') return t('additional.lastNameRequired');
    return t('additional.birthDateRequired');
  };

  async function submit() {
    if (isMutating) return;
    notices.clear();
    const check = checkAdditionalInfo(values, today, minimumAge);
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
      if (isApiError(error) && error.codeStatus === UNDER_AGE_CODE) {
        // The platform's check (its day may differ from the player's): said on the field.
        setFieldErrors({ birthDate: t('additional.underAge', { age: minimumAge }) });
        return;
      }
      // Casino spec §8: the server's own message wins for the profile update.
      setFormError(errorText(describeError(error, 'auth', { preferServerMessage: true })));
      if (isApiError(error) && error.codeStatus === NOT_EDITABLE_CODE) onProfileStale();
      return;
    }
    notices.notify({ type: 'success', message: { key: 'notice.infoWasUpdated' } });
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
      latestBirthDate={latestBirthDate(today, minimumAge)}
      onChange={(field, value) => setValues((previous) => ({ ...previous, [field]: value }))}
      onSubmit={() => void submit()}
    />
  );
}
