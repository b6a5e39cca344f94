import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Box, Button, Form, SearchField } from '../../../../design-system/index.ts';
import { lineSearchPath } from '../model/linePath.ts';

/**
 * The top events' search panel: the text is applied on submit only (spec, section 2), by going
 * to the line search with the text in the address.
 */
export function LineSearchPanel() {
  const { t } = useTranslation('line');
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const submit = () => {
    if (text.trim() !== '') void navigate(lineSearchPath(text));
  };
  return (
    <Form onSubmit={submit} aria-label={t('search.label')}>
      <Box display="flex" gap="xsmall" alignItems="flex-end">
        <Box flexGrow={1} minWidth={0}>
          <SearchField
            label={t('search.label')}
            hideLabel
            placeholder={t('search.placeholder')}
            clearLabel={t('search.clear')}
            value={text}
            onValueChange={setText}
          />
        </Box>
        {/* The field gives way on a narrow phone, never the button's label. */}
        <Box flexShrink={0}>
          <Button type="submit" variant="solid">
            {t('search.submit')}
          </Button>
        </Box>
      </Box>
    </Form>
  );
}
