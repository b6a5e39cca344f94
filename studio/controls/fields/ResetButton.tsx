import { useTranslation } from 'react-i18next';
import { IconButton } from '../../../design-system/index.ts';
import { useFormActions } from '../formContext.ts';

/**
 * Removes the setting from the brand, so the app's default applies again. Offered only for an
 * optional setting the brand sets: a required one has no default to go back to.
 */
export function ResetButton({
  pointer,
  label,
  value,
  required,
}: {
  pointer: string;
  label: string;
  value: unknown;
  required: boolean;
}) {
  const { t } = useTranslation('controls');
  const { edit, readOnly } = useFormActions();
  if (readOnly || required || value === undefined) return null;
  return (
    <IconButton
      icon="refresh"
      size="small"
      label={t('setting.resetLabel', { setting: label })}
      onClick={() => edit(pointer, undefined)}
    />
  );
}
