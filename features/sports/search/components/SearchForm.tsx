import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, Form, SearchField } from '../../../../design-system/index.ts';
import { normaliseSearchText } from '../model/searchText.ts';

export interface SearchFormProps {
  /** The text the address holds; the field starts with it. */
  initialText: string;
  /** A text to search for was submitted (never blank). */
  onSubmit: (text: string) => void;
}

/**
 * The search form: the text is applied when submitted (spec: on click, and Enter), never while
 * typing. A blank text says what is missing instead of searching.
 */
export function SearchForm({ initialText, onSubmit }: SearchFormProps) {
  const { t } = useTranslation('search');
  const [text, setText] = useState(initialText);
  const [error, setError] = useState<string | undefined>(undefined);
  return (
    <Form
      aria-label={t('form.label')}
      onSubmit={() => {
        if (normaliseSearchText(text) === '') {
          setError(t('form.required'));
          return;
        }
        setError(undefined);
        onSubmit(text);
      }}
    >
      <Box display="flex" gap="small" alignItems="flex-start">
        <Box flexGrow={1} minWidth={0}>
          <SearchField
            label={t('form.field')}
            hideLabel
            placeholder={t('form.placeholder')}
            clearLabel={t('form.clear')}
            value={text}
            onValueChange={(value) => {
              setText(value);
              if (error !== undefined) setError(undefined);
            }}
            error={error}
            autoComplete="off"
          />
        </Box>
        {/* The button keeps its width; the field takes what is left. */}
        <Box flexShrink={0}>
          <Button type="submit" icon="search">
            {t('form.submit')}
          </Button>
        </Box>
      </Box>
    </Form>
  );
}
