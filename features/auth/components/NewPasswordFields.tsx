import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../design-system/index.ts';

interface PasswordInputProps {
  value: string;
  onValueChange: (value: string) => void;
  /** The field's message, already translated. */
  error: string | undefined;
  /** Defaults: "Password" with the server's rule as hint; "Repeat the password" without one. */
  label?: string;
  hint?: string;
}

/**
 * A password the player chooses (sign-up, recovery, restore): the server's rule as its hint and
 * `new-password` so password managers offer to generate and save it.
 */
export function NewPasswordField({ value, onValueChange, error, label, hint }: PasswordInputProps) {
  const { t } = useTranslation('auth');
  return (
    <PasswordField
      label={label ?? t('fields.password')}
      hint={hint ?? t('registration.passwordHint')}
      autoComplete="new-password"
      showPasswordLabel={t('fields.showPassword')}
      value={value}
      onValueChange={onValueChange}
      error={error}
      required
    />
  );
}

/** The chosen password typed a second time, to catch a typo before it locks the player out. */
export function RepeatPasswordField({
  value,
  onValueChange,
  error,
  label,
  hint,
}: PasswordInputProps) {
  const { t } = useTranslation('auth');
  return (
    <PasswordField
      label={label ?? t('fields.repeatPassword')}
      hint={hint}
      autoComplete="new-password"
      showPasswordLabel={t('fields.showPassword')}
      value={value}
      onValueChange={onValueChange}
      error={error}
      required
    />
  );
}
