import type { i18n } from 'i18next';

/**
 * The story's language tag (`es-ES`, `en-US`, `pt-PT`), read from the i18next instance the preview
 * loaded for it: screens format money and dates with `i18n.language`, so a play test that
 * formats an expected amount with this tag writes it exactly as the screen does.
 */
export function storyLocale({ loaded }: { loaded: Record<string, unknown> }): string {
  const instance = loaded.i18n as i18n | undefined;
  if (!instance) throw new Error('storyLocale works inside a Storybook story only.');
  return instance.language;
}
