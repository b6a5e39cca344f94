/** The brand settings reference page's Markdown for a brand schema (unformatted). */
export function brandSettingsMarkdown(schema: unknown): string;
