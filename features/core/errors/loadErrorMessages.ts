type MessagesModule = Promise<{ default: object }>;

/**
 * The `errors` messages of one language (a BCP 47 tag: es-ES, en-US, pt-PT), for the host's i18n
 * backend. Each language is its own chunk, loaded only when a player uses it.
 */
export function loadErrorMessages(tag: string): MessagesModule {
  return import(`./locales/${tag}.json`) as MessagesModule;
}
