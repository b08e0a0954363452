// TypeScript declarations of the API, generated from the served OpenAPI document: the client package's
// client/api-types.d.ts is this function's output (scripts/gen-client-types.ts writes it, and a test fails
// when the committed file differs from what the running service documents).
//
// The JSON Schema subset the document uses: object (properties, required, additionalProperties), array,
// string (enum, const), number, integer, boolean, null, type lists, anyOf / oneOf, and $ref to a named
// component schema.

type Schema = Record<string, unknown>;

interface Doc {
  paths: Record<string, Record<string, { operationId?: string; requestBody?: { content?: Record<string, { schema?: Schema }> }; responses?: Record<string, { content?: Record<string, { schema?: Schema }> }> }>>;
  components?: { schemas?: Record<string, Schema> };
}

const IDENT = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
const key = (k: string) => (IDENT.test(k) ? k : JSON.stringify(k));
const pascal = (s: string) => s.replace(/(^|[^A-Za-z0-9])([a-z])/g, (_m, _p, c: string) => c.toUpperCase()).replace(/[^A-Za-z0-9]/g, '');
/** A component's type name: its $id in PascalCase, "Error" as ErrorBody (not to shadow the global Error). */
const typeName = (id: string) => (id === 'Error' ? 'ErrorBody' : pascal(id));

function comment(s: Schema, indent: string): string {
  const d = typeof s.description === 'string' ? s.description : undefined;
  return d ? `${indent}/** ${d.replace(/\*\//g, '* /').replace(/\s*\n\s*/g, ' ')} */\n` : '';
}

function typeOf(s: Schema | undefined, indent: string): string {
  if (s === undefined || Object.keys(s).length === 0) return 'unknown';
  if (typeof s.$ref === 'string') return typeName(s.$ref.split('/').at(-1)!);
  if ('const' in s) return JSON.stringify(s.const);
  if (Array.isArray(s.enum)) return s.enum.map((v) => JSON.stringify(v)).join(' | ');
  for (const k of ['anyOf', 'oneOf'] as const) {
    if (Array.isArray(s[k])) return [...new Set((s[k] as Schema[]).map((x) => typeOf(x, indent)))].join(' | ');
  }
  if (Array.isArray(s.type)) return (s.type as string[]).map((t) => typeOf({ ...s, type: t }, indent)).join(' | ');
  switch (s.type) {
    case 'string':
      return 'string';
    case 'integer':
    case 'number':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'null':
      return 'null';
    case 'array': {
      const item = typeOf(s.items as Schema | undefined, indent);
      return /[|&]/.test(item) ? `Array<${item}>` : `${item}[]`;
    }
    case 'object':
    case undefined: {
      const props = (s.properties ?? {}) as Record<string, Schema>;
      const required = new Set((s.required ?? []) as string[]);
      const inner = `${indent}  `;
      const lines = Object.entries(props).map(([k, v]) => `${comment(v, inner)}${inner}${key(k)}${required.has(k) ? '' : '?'}: ${typeOf(v, inner)};\n`);
      const extra = s.additionalProperties;
      if (extra && typeof extra === 'object') lines.push(`${inner}[key: string]: ${typeOf(extra as Schema, inner)};\n`);
      if (lines.length === 0) return extra === false ? 'Record<string, never>' : 'Record<string, unknown>';
      return `{\n${lines.join('')}${indent}}`;
    }
    default:
      return 'unknown';
  }
}

const jsonSchema = (c: Record<string, { schema?: Schema }> | undefined) => c?.['application/json']?.schema;

/** The declarations file for a served OpenAPI document. */
export function clientTypes(doc: Doc): string {
  const out: string[] = [
    '// Generated from the OpenAPI document Warden serves (GET /v1/openapi.json) by scripts/gen-client-types.ts.',
    '// Do not edit: a test regenerates it and fails when it differs.',
    '',
  ];
  for (const [name, s] of Object.entries(doc.components?.schemas ?? {}).sort(([a], [b]) => a.localeCompare(b))) {
    out.push(`${comment(s, '')}export type ${typeName(name)} = ${typeOf(s, '')};`, '');
  }
  const ops: string[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      if (!op.operationId) continue;
      const base = pascal(op.operationId);
      ops.push(`  ${op.operationId}: { method: ${JSON.stringify(method.toUpperCase())}; path: ${JSON.stringify(path)} };`);
      const body = jsonSchema(op.requestBody?.content);
      if (body) out.push(`/** Request body of ${method.toUpperCase()} ${path}. */`, `export type ${base}Request = ${typeOf(body, '')};`, '');
      const ok = Object.entries(op.responses ?? {}).find(([status]) => /^2\d\d$/.test(status));
      const res = ok ? jsonSchema(ok[1].content) : undefined;
      out.push(`/** Response body of ${method.toUpperCase()} ${path} (${ok?.[0] ?? 'no content'}). */`, `export type ${base}Response = ${res ? typeOf(res, '') : 'void'};`, '');
    }
  }
  out.push('/** Every operation of the API, by operationId. */', 'export interface Operations {', ...ops, '}', '');
  return out.join('\n');
}
