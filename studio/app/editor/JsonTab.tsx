import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Inline, Stack, Text } from '../../../design-system/index.ts';
import { findJsonSyntaxError, type JsonSyntaxError } from '../../../host/brand/jsonSyntax.ts';
import type { BrandJson } from './draftEditor.ts';
import { jsonEditor } from '../shell/studio.css.ts';

export interface JsonTabProps {
  brand: BrandJson;
  onChange: (next: BrandJson) => void;
  readOnly?: boolean;
}

const pretty = (brand: unknown) => `${JSON.stringify(brand, null, 2)}\n`;

type Parsed = { ok: true; brand: BrandJson } | { ok: false; syntax: JsonSyntaxError };

function parseObject(text: string): Parsed {
  const syntax = findJsonSyntaxError(text);
  if (syntax) return { ok: false, syntax };
  const value = JSON.parse(text) as unknown;
  // A brand is an object: anything else is refused where it starts.
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, syntax: { line: 1, column: 1, message: 'expected an object' } };
  }
  return { ok: true, brand: value as BrandJson };
}

/** Character offset of a 1-based line and column. */
function offsetOf(text: string, line: number, column: number): number {
  const lines = text.split('\n').slice(0, line - 1);
  return lines.reduce((sum, current) => sum + current.length + 1, 0) + column - 1;
}

/**
 * The whole brand as JSON, for power users. A text that is JSON becomes the draft at once (and is
 * checked like any edit); one that is not stays here with its line and column, and the draft
 * keeps its last good value until the text is fixed.
 */
export function JsonTab({ brand, onChange, readOnly = false }: JsonTabProps) {
  const { t } = useTranslation('app');
  const id = useId();
  const area = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState(() => pretty(brand));
  const parsed = parseObject(text);
  const syntax = parsed.ok ? undefined : parsed.syntax;

  // An edit made elsewhere (the settings form, a rollback) shows here unless it is this text's;
  // a text being fixed is the operator's work and is never replaced. (Adjusted while rendering,
  // as React advises for state that follows a prop.)
  const [shownBrand, setShownBrand] = useState(brand);
  if (shownBrand !== brand) {
    setShownBrand(brand);
    if (parsed.ok && JSON.stringify(parsed.brand) !== JSON.stringify(brand)) setText(pretty(brand));
  }

  const change = (next: string) => {
    setText(next);
    const value = parseObject(next);
    if (value.ok) onChange(value.brand);
  };

  const showError = () => {
    if (!syntax || !area.current) return;
    const at = offsetOf(text, syntax.line, syntax.column);
    area.current.focus();
    area.current.setSelectionRange(at, at + 1);
  };

  return (
    <Stack space="small">
      <label htmlFor={id}>
        <Text as="span" weight="medium">
          {t('json.label')}
        </Text>
      </label>
      <Text id={`${id}-hint`} tone="secondary" size="small">
        {readOnly ? t('json.readOnlyHint') : t('json.hint')}
      </Text>
      <textarea
        id={id}
        ref={area}
        className={jsonEditor}
        value={text}
        onChange={(event) => change(event.target.value)}
        readOnly={readOnly}
        spellCheck={false}
        autoCapitalize="none"
        autoCorrect="off"
        aria-invalid={syntax ? true : undefined}
        aria-describedby={syntax ? `${id}-hint ${id}-error` : `${id}-hint`}
      />
      {syntax ? (
        <Inline space="small" alignY="center">
          <Text id={`${id}-error`} tone="negative" role="alert">
            {t('json.syntaxError', { line: syntax.line, column: syntax.column })}
          </Text>
          <Button variant="ghost" size="small" onClick={showError}>
            {t('json.showError')}
          </Button>
        </Inline>
      ) : null}
    </Stack>
  );
}
