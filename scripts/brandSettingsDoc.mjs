// The brand settings reference (docs/brand-settings.md), generated from schemas/brand.schema.json
// by `npm run types:generate` beside the types, so `npm run types:check` also fails when the page
// is stale. One list item per setting: its JSON path, the kind of value, its default and its
// description with examples (a list rather than a table: prettier pads a table's every row to its
// widest cell, so one longer description would rewrite the whole table).

/** The schema node a $ref names, or the node itself. */
function resolve(schema, node) {
  if (!node?.$ref) return node;
  const target = node.$ref
    .replace(/^#\//, '')
    .split('/')
    .reduce((parent, key) => parent?.[key], schema);
  // A setting that says what it is keeps its own words: the shape's examples fit the shape.
  const examples = node.examples ?? (node.description ? undefined : target.examples);
  return { ...target, ...node, examples, $ref: undefined, refName: node.$ref.split('/').at(-1) };
}

const code = (value) => `\`${typeof value === 'string' ? value : JSON.stringify(value)}\``;

/** The kind of value a setting holds, in a few words. */
function kind(schema, raw) {
  const node = resolve(schema, raw);
  if (node.enum) return `one of ${node.enum.map(code).join(', ')}`;
  if (node.allOf) return kind(schema, node.allOf[0]);
  if (node.refName && !node.properties && node.type === 'object') {
    return `[${node.refName}](#${node.refName.toLowerCase()})`;
  }
  if (node.type === 'array') {
    const items = node.items ? resolve(schema, node.items) : undefined;
    const itemKind = items?.refName
      ? `[${items.refName}](#${items.refName.toLowerCase()})`
      : items?.tsType
        ? `${items.tsType}`
        : items
          ? kind(schema, items)
          : 'values';
    return `list of ${itemKind}`;
  }
  const bounds = [
    node.minimum !== undefined ? `≥ ${node.minimum}` : undefined,
    node.exclusiveMinimum !== undefined ? `> ${node.exclusiveMinimum}` : undefined,
    node.maximum !== undefined ? `≤ ${node.maximum}` : undefined,
  ].filter(Boolean);
  const base = node.refName
    ? `[${node.refName}](#${node.refName.toLowerCase()})`
    : (node.type ?? 'value');
  return bounds.length > 0 ? `${base} ${bounds.join(', ')}` : base;
}

function describe(node) {
  const examples = node.examples?.length
    ? ` Example${node.examples.length > 1 ? 's' : ''}: ${node.examples.map(code).join(', ')}.`
    : '';
  return `${node.description ?? ''}${examples}`;
}

/** Every setting under an object node, depth first, as list items (nested settings indented). */
function rows(schema, raw, path, depth = 0) {
  const node = resolve(schema, raw);
  return Object.entries(node.properties ?? {}).flatMap(([key, child]) => {
    const settingPath = `${path}/${key}`;
    const resolved = resolve(schema, child);
    // Inline objects nest their settings; so do inline list items and map values (`/*`).
    const inner =
      resolved.type === 'array' && resolved.items?.properties
        ? resolved.items
        : typeof resolved.additionalProperties === 'object'
          ? resolve(schema, resolved.additionalProperties)
          : undefined;
    const innerItems = inner?.type === 'array' && inner.items?.properties ? inner.items : undefined;
    const isGroup = resolved.properties && !resolved.refName;
    const facts = [
      kind(schema, child),
      resolved.default !== undefined ? `default ${code(resolved.default)}` : undefined,
      (node.required ?? []).includes(key) ? 'required' : undefined,
    ].filter(Boolean);
    const item = `${'  '.repeat(depth)}- \`${settingPath}\` (${facts.join('; ')}): ${describe(resolved)}`;
    const nestedPath = innerItems ? `${settingPath}/*/*` : `${settingPath}/*`;
    const nestedNode = innerItems ?? (inner?.properties && !inner.refName ? inner : undefined);
    return [
      item,
      ...(isGroup ? rows(schema, resolved, settingPath, depth + 1) : []),
      ...(nestedNode ? rows(schema, nestedNode, nestedPath, depth + 1) : []),
    ];
  });
}

/** The page's Markdown (unformatted: the caller runs prettier). */
export function brandSettingsMarkdown(schema) {
  const sections = Object.entries(schema.properties).map(([key, child]) => {
    const node = resolve(schema, child);
    const nested = node.properties && !node.refName ? rows(schema, node, `/${key}`) : [];
    return [
      `## ${key}`,
      '',
      describe(node),
      '',
      `Value: ${kind(schema, child)}.${node.default !== undefined ? ` Default: ${code(node.default)}.` : ''}${
        (schema.required ?? []).includes(key) ? ' Required.' : ''
      }`,
      ...(nested.length > 0 ? ['', ...nested] : []),
    ].join('\n');
  });
  const shapes = Object.entries(schema.$defs ?? {}).map(([name, node]) => {
    const nested = rows(schema, node, name);
    return [
      `### ${name}`,
      '',
      describe(node),
      '',
      ...(nested.length > 0 ? nested : [`Value: ${kind(schema, node)}.`]),
    ].join('\n');
  });
  return [
    '# Brand settings',
    '',
    '<!-- Generated from schemas/brand.schema.json by `npm run types:generate`. Do not edit by hand. -->',
    '',
    `${schema.description} Paths are JSON pointers into \`config/<id>/brand.json\`, as \`npm run brand:check\` prints them; a setting left out takes its default. \`brand:check\` also applies the rules listed in the README's Brands section.`,
    '',
    ...sections.flatMap((section) => [section, '']),
    '## Shared shapes',
    '',
    'Value shapes several settings use.',
    '',
    ...shapes.flatMap((shape) => [shape, '']),
  ].join('\n');
}
