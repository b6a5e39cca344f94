import { useTranslation } from 'react-i18next';
import {
  Checkbox,
  DateField,
  PasswordField,
  PhoneField,
  Select,
  Stack,
  Switch,
  TextField,
} from '../../../design-system/index.ts';
import { KitSection } from './KitSection.tsx';

/** Every form field, filled, empty, read-only and with its error state. */
export function FormsSection() {
  const { t, i18n } = useTranslation('uiKit');
  const currencies = [
    { value: 'CLP', label: 'CLP' },
    { value: 'USD', label: 'USD' },
    { value: 'EUR', label: 'EUR' },
  ];
  return (
    <KitSection id="forms" title={t('sections.forms')}>
      <Stack space="medium">
        <TextField
          label={t('forms.name')}
          hint={t('forms.nameHint')}
          defaultValue="Ana Rojas"
          autoComplete="off"
        />
        <TextField
          label={t('forms.email')}
          type="email"
          defaultValue="ana@"
          error={t('forms.emailError')}
          autoComplete="off"
        />
        <TextField label={t('forms.readOnly')} defaultValue="104857" readOnly />
        <TextField label={t('forms.disabled')} disabled />
        <PasswordField
          label={t('forms.password')}
          showPasswordLabel={t('forms.showPassword')}
          autoComplete="new-password"
          error={t('forms.passwordError')}
        />
        <PhoneField
          label={t('forms.phone')}
          countryLabel={t('forms.country')}
          locale={i18n.language}
          defaultValue={{ country: 'CL', nationalNumber: '987654321' }}
        />
        <Select label={t('forms.currency')} options={currencies} defaultValue="CLP" />
        <Select
          label={t('forms.currency')}
          secondaryLabel={t('forms.required')}
          options={currencies}
          placeholder={t('forms.choose')}
          error={t('forms.currencyError')}
        />
        <DateField label={t('forms.birthDate')} defaultValue="1990-05-17" />
        <Checkbox label={t('forms.terms')} defaultChecked />
        <Checkbox label={t('forms.terms')} error={t('forms.termsError')} />
        <Switch label={t('forms.notifications')} hint={t('forms.notificationsHint')} />
      </Stack>
    </KitSection>
  );
}
