import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Card,
  Form,
  Heading,
  Select,
  Text,
  TextField,
} from '../../../design-system/index.ts';
import type { StudioBrandSummary } from '../../../schemas/studioApi.ts';
import { studioErrorMessage } from '../api/errorMessage.ts';
import { useStudioClient } from '../api/StudioClientContext.tsx';
import { brandIdProblem } from './brandIdRule.ts';

export interface CreateBrandFormProps {
  brands: readonly StudioBrandSummary[];
  onCreated: (id: string) => void;
}

/** A new brand is a copy of an existing one: its id and the brand it starts from. */
export function CreateBrandForm({ brands, onCreated }: CreateBrandFormProps) {
  const { t } = useTranslation('app');
  const client = useStudioClient();
  const [id, setId] = useState('');
  const [copyOf, setCopyOf] = useState(brands[0]?.id ?? '');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const problem = brandIdProblem(
    id,
    brands.map((brand) => brand.id),
  );
  // As the operator types; an empty field is pointed out only once they tried to create.
  const shownProblem = problem === 'empty' && !touched ? undefined : problem;

  const submit = async () => {
    setTouched(true);
    if (problem || !copyOf || busy) return;
    setBusy(true);
    setError(undefined);
    try {
      await client.createBrand({ id, copyOf });
      onCreated(id);
    } catch (failure) {
      setError(studioErrorMessage(failure, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card padding="medium">
      <Form onSubmit={() => void submit()} space="medium" aria-labelledby="create-brand-title">
        <Heading level={2} id="create-brand-title">
          {t('brands.create.title')}
        </Heading>
        <TextField
          label={t('brands.create.id')}
          hint={t('brands.create.idHint')}
          value={id}
          onValueChange={(next) => setId(next)}
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="none"
          required
          error={shownProblem ? t(`brands.create.idProblems.${shownProblem}`) : undefined}
        />
        <Select
          label={t('brands.create.copyOf')}
          options={brands.map((brand) => ({ value: brand.id, label: brand.id }))}
          value={copyOf}
          onValueChange={setCopyOf}
        />
        {error ? (
          <Text tone="negative" role="alert">
            {error}
          </Text>
        ) : null}
        <Button type="submit" loading={busy}>
          {t('brands.create.submit')}
        </Button>
      </Form>
    </Card>
  );
}
