/**
 * Hostile inputs for the fuzz suite, derived from the OpenAPI document's JSON schemas. Every
 * generator is deterministic (no randomness), so a failure reproduces exactly.
 */
export type JsonSchema = {
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  default?: unknown;
  minimum?: number;
  properties?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  nullable?: boolean;
};

export type Variant = {
  name: string;
  /** A JSON value (serialised), a raw text body, or nothing. */
  body?: { json: unknown } | { raw: string; contentType?: string };
  query?: string;
};

export const NUL = 'a\u0000b';
/** The name of the variant that should pass validation (reused for path-parameter variants). */
export const VALID_LOOKING = 'valid-looking';
export const HUGE = 'x'.repeat(1_000_000);
export const ABSURD_DATES = [
  '0001-01-01T00:00:00Z',
  '9999-12-31',
  '9999-12-31T23:59:59Z',
  'not-a-date',
  '275760-09-13',
  '+275760-09-13T00:00:00Z',
];

/** [[[…]]] nested `depth` times, built as text (JSON.stringify of it would overflow the stack). */
export function deepArrayText(depth: number): string {
  return `${'['.repeat(depth)}${']'.repeat(depth)}`;
}

export function deepObjectText(depth: number): string {
  return `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

const TIME_OF_DAY = /HH:mm|\(\[01\]\\d\|2\[0-3\]\)/;

/** Real ids by field name (spaceId, floorPlanId, …) so valid-looking bodies reach the database. */
export type KnownIds = Record<string, string>;

/** A value that passes the schema as far as the generator can tell (valid-looking input). */
export function exampleOf(schema: JsonSchema | undefined, name = '', known: KnownIds = {}): unknown {
  if (!schema) return 'x';
  if (known[name] !== undefined) return known[name];
  if (schema.default !== undefined) return schema.default;
  if (schema.enum && schema.enum.length > 0) return schema.enum[0];
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives)
    return exampleOf(alternatives.find((s) => s.type !== 'null') ?? alternatives[0], name, known);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, sub] of Object.entries(schema.properties ?? {})) out[key] = exampleOf(sub, key, known);
      return out;
    }
    case 'array':
      return [];
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    default:
      return exampleString(schema, name);
  }
}

function exampleString(schema: JsonSchema, name: string): string {
  switch (schema.format) {
    case 'uuid':
      return '00000000-0000-4000-8000-0000000000ff';
    case 'email':
      return 'fuzz@demo.example';
    case 'date-time':
      return '2026-12-01T09:00:00Z';
    case 'date':
      return '2026-12-01';
    case 'uri':
      return 'https://fuzz.example/x';
  }
  if (schema.pattern && TIME_OF_DAY.test(schema.pattern)) return '09:00';
  if (name === 'domain') return 'fuzz.example';
  if (name === 'key') return 'fuzz-key';
  return 'Fuzz';
}

/** Leaf paths of string-typed properties of an object schema (one level; enough for our bodies). */
export function stringFields(schema: JsonSchema | undefined): string[] {
  return Object.entries(schema?.properties ?? {})
    .filter(([, s]) => kindOf(s) === 'string')
    .map(([k]) => k);
}

export function dateFields(schema: JsonSchema | undefined): string[] {
  return Object.entries(schema?.properties ?? {})
    .filter(([k, s]) => s.format === 'date' || s.format === 'date-time' || /date|start|end|valid/i.test(k))
    .map(([k]) => k);
}

function kindOf(schema: JsonSchema): string | undefined {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return kindOf(alternatives.find((s) => s.type !== 'null') ?? {});
  return Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
}

/** A value of the wrong JSON type for the schema. */
function wrongTypeOf(schema: JsonSchema): unknown {
  switch (kindOf(schema)) {
    case 'string':
      return 12345;
    case 'number':
    case 'integer':
      return 'zwölf';
    case 'boolean':
      return 'yes';
    case 'array':
      return { not: 'an array' };
    case 'object':
      return ['not', 'an', 'object'];
    default:
      return { unexpected: [1, 'two', null] };
  }
}

/** The hostile bodies of one operation (schema = its application/json request schema). */
export function bodyVariants(schema: JsonSchema | undefined, known: KnownIds = {}): Variant[] {
  const example = (exampleOf(schema, '', known) ?? {}) as Record<string, unknown>;
  const withField = (key: string, value: unknown) => ({ json: { ...example, [key]: value } });
  const variants: Variant[] = [
    { name: 'malformed JSON', body: { raw: '{"name": "x", ' } },
    { name: 'truncated JSON string', body: { raw: '{"name": "abc' } },
    { name: 'empty JSON body', body: { raw: '' } },
    { name: 'JSON null', body: { raw: 'null' } },
    { name: 'root array', body: { json: [] } },
    { name: 'root number', body: { json: 42 } },
    { name: 'deep array root', body: { raw: deepArrayText(10_000) } },
    { name: 'deep object root', body: { raw: deepObjectText(10_000) } },
    { name: 'NUL in a key', body: { json: { ...example, [NUL]: 1 } } },
    {
      name: 'prototype poisoning',
      body: { raw: '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{}}}' },
    },
    {
      name: 'values with a lone surrogate',
      body: { raw: '{"values":{"spaces.x":"\\udfff"},"name":"\\ud800"}' },
    },
    { name: 'text/plain body', body: { raw: 'hello', contentType: 'text/plain' } },
    { name: 'unknown content type', body: { raw: '<x/>', contentType: 'application/x-fuzz' } },
    { name: 'bad charset', body: { raw: '{}', contentType: 'application/json; charset=utf-1' } },
    {
      name: 'truncated multipart',
      body: {
        raw: '--fz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\x89PNG',
        contentType: 'multipart/form-data; boundary=fz',
      },
    },
    { name: 'multipart without boundary', body: { raw: 'x', contentType: 'multipart/form-data' } },
    {
      name: 'form with NUL',
      body: { raw: 'name=a%00b&email=x', contentType: 'application/x-www-form-urlencoded' },
    },
    { name: VALID_LOOKING, body: { json: example } },
  ];
  const props = Object.entries(schema?.properties ?? {});
  if (props.length > 0) {
    const wrong: Record<string, unknown> = {};
    for (const [key, sub] of props) wrong[key] = wrongTypeOf(sub);
    variants.push({ name: 'every field of the wrong type', body: { json: wrong } });
  }
  for (const [key] of props) {
    variants.push({ name: `${key}: deep nesting`, body: { raw: deepFieldText(example, key) } });
  }
  for (const key of stringFields(schema)) {
    variants.push({ name: `${key}: NUL`, body: withField(key, NUL) });
    variants.push({ name: `${key}: 1e6 characters`, body: withField(key, HUGE) });
    variants.push({
      name: `${key}: lone surrogate`,
      body: { raw: JSON.stringify({ ...example, [key]: 'x' }).replace('"x"', '"\\ud800x"') },
    });
  }
  for (const key of dateFields(schema)) {
    for (const date of ABSURD_DATES) variants.push({ name: `${key}: ${date}`, body: withField(key, date) });
  }
  return variants;
}

/** The example with one field replaced by a 10 000-deep array (spliced in as text). */
function deepFieldText(example: Record<string, unknown>, key: string): string {
  const marker = '"__DEEP__"';
  return JSON.stringify({ ...example, [key]: '__DEEP__' }).replace(marker, deepArrayText(10_000));
}

export type Parameter = { in: string; name: string; schema?: JsonSchema };

/** Hostile query strings of one operation (the other parameters keep valid-looking values). */
export function queryVariants(params: Parameter[]): Variant[] {
  const query = params.filter((p) => p.in === 'query');
  if (query.length === 0) return [{ name: 'NUL in an unknown query parameter', query: 'x=a%00b' }];
  const base = Object.fromEntries(query.map((p) => [p.name, String(exampleOf(p.schema, p.name))]));
  const qs = (over: Record<string, string>) => new URLSearchParams({ ...base, ...over }).toString();
  const variants: Variant[] = [{ name: 'valid-looking query', query: qs({}) }];
  for (const p of query) {
    variants.push({ name: `${p.name}: NUL`, query: qs({ [p.name]: NUL }) });
    variants.push({ name: `${p.name}: 10 000 characters`, query: qs({ [p.name]: 'y'.repeat(10_000) }) });
    variants.push({ name: `${p.name}: wrong type`, query: qs({ [p.name]: '1e309' }) });
    variants.push({ name: `${p.name}: repeated`, query: `${qs({})}&${p.name}=a&${p.name}=b` });
    if (/date|from|to/i.test(p.name) || p.schema?.format === 'date') {
      for (const date of ABSURD_DATES)
        variants.push({ name: `${p.name}: ${date}`, query: qs({ [p.name]: date }) });
    }
  }
  return variants;
}
