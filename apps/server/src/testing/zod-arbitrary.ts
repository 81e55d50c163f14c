// fast-check arbitraries generated from zod (v4) schemas, for tests that must cover every trading
// command, also the ones added later: `validOf(schema)` gives values the schema accepts (checked
// with safeParse), `invalidOf(schema)` values of an object schema with one field broken or extra.
import fc from 'fast-check';
import { z } from 'zod';

interface Def {
  type: string;
  [key: string]: unknown;
}
interface CheckDef {
  check: string;
  [key: string]: unknown;
}
const defOf = (schema: z.core.$ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;
const checksOf = (def: Def): CheckDef[] =>
  ((def.checks as { _zod: { def: CheckDef } }[] | undefined) ?? []).map((c) => c._zod.def);

const WORD = fc.constantFrom(...'abcdefghijkXYZ0123456789'.split(''));

function stringArbitrary(def: Def): fc.Arbitrary<string> {
  let min = 0;
  let max = 24;
  let pattern: RegExp | undefined;
  for (const check of checksOf(def)) {
    if (check.check === 'min_length') min = Number(check.minimum);
    if (check.check === 'max_length') max = Math.min(Number(check.maximum), Math.max(min, 24));
    if (check.check === 'length_equals') min = max = Number(check.length);
    if (check.check === 'string_format' && check.pattern instanceof RegExp) pattern = check.pattern;
  }
  // String formats (z.email(), z.uuid() ...) carry their pattern on the schema itself.
  if (def.format === 'email') return fc.emailAddress().filter((s) => s.length >= min && s.length <= max);
  if (!pattern && def.pattern instanceof RegExp) pattern = def.pattern;
  if (pattern) return fc.stringMatching(pattern).filter((s) => s.length >= min && s.length <= max + 1000);
  return fc.string({ unit: WORD, minLength: min, maxLength: Math.max(min, max) });
}

function numberArbitrary(def: Def): fc.Arbitrary<number> {
  let min = -1_000_000;
  let max = 1_000_000;
  // `z.int()` (zod/mini's integers) carries its format on the schema, `.int()` in a check.
  let integer = String(def.format ?? '').includes('int');
  for (const check of checksOf(def)) {
    if (check.check === 'number_format') integer = String(check.format).includes('int');
    if (check.check === 'greater_than')
      min = Math.max(min, Number(check.value) + (check.inclusive ? 0 : integer ? 1 : 1e-6));
    if (check.check === 'less_than')
      max = Math.min(max, Number(check.value) - (check.inclusive ? 0 : integer ? 1 : 1e-6));
  }
  // `.int()` may come after `.positive()`: an exclusive bound of a float check is rounded up.
  if (integer) return fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/** Values shaped by the schema's structure (not yet checked against refinements). */
function shaped(schema: z.core.$ZodType): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return stringArbitrary(def);
    case 'number':
      return numberArbitrary(def);
    case 'boolean':
      return fc.boolean();
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, unknown>));
    case 'optional':
    case 'default':
    case 'prefault':
      return fc.option(shaped(def.innerType as z.core.$ZodType), { nil: undefined });
    case 'nullable':
      return fc.option(shaped(def.innerType as z.core.$ZodType), { nil: null });
    case 'readonly':
    case 'catch':
      return shaped(def.innerType as z.core.$ZodType);
    case 'union':
      return fc.oneof(...(def.options as z.core.$ZodType[]).map(shaped));
    case 'pipe': {
      const out = defOf(def.out as z.core.$ZodType);
      return shaped((out.type === 'transform' ? def.in : def.out) as z.core.$ZodType);
    }
    case 'array': {
      let min = 0;
      let max = 4;
      for (const check of checksOf(def)) {
        if (check.check === 'min_length') min = Number(check.minimum);
        if (check.check === 'max_length') max = Math.min(Number(check.maximum), Math.max(min, 4));
      }
      return fc.array(shaped(def.element as z.core.$ZodType), { minLength: min, maxLength: max });
    }
    case 'tuple':
      return fc.tuple(...(def.items as z.core.$ZodType[]).map(shaped));
    case 'record':
      return fc.dictionary(
        fc.string({ unit: WORD, minLength: 1, maxLength: 8 }),
        shaped(def.valueType as z.core.$ZodType),
        {
          maxKeys: 3,
        },
      );
    case 'object': {
      const shape = def.shape as Record<string, z.core.$ZodType>;
      const required = Object.keys(shape).filter(
        (key) => !['optional', 'default', 'prefault'].includes(defOf(shape[key]!).type),
      );
      const fields = Object.fromEntries(Object.entries(shape).map(([key, value]) => [key, shaped(value)]));
      return fc.record(fields, { requiredKeys: required });
    }
    default:
      return fc.jsonValue();
  }
}

/** Values the schema accepts. */
export function validOf(schema: z.core.$ZodType): fc.Arbitrary<unknown> {
  return shaped(schema).filter((value) => z.safeParse(schema, value).success);
}

/** Any JSON value, for fields that should refuse it. */
const anyJson = fc.oneof(
  fc.jsonValue(),
  fc.string({ maxLength: 300 }),
  fc.constantFrom('', ' ', '\u0000', '<script>', '../../etc/passwd', "' OR 1=1 --", '9'.repeat(40), '-1'),
  fc.constantFrom(-1, 0, 1e308, -1e308, 2 ** 53, 0.5),
);

/**
 * An object schema's values with faults: one field replaced by any JSON value, removed, or an
 * extra key; some of them are still valid (the caller compares with the schema's verdict).
 */
export function faultyOf(schema: z.core.$ZodType): fc.Arbitrary<Record<string, unknown>> {
  const def = defOf(schema);
  const keys = def.type === 'object' ? Object.keys(def.shape as object) : [];
  const base = shaped(schema).map((value) =>
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {},
  );
  return fc
    .tuple(base, fc.nat(), anyJson, fc.constantFrom('replace', 'remove', 'extra'))
    .map(([value, n, junk, how]) => {
      const copy = { ...value };
      const key = keys.length > 0 ? keys[n % keys.length]! : 'unknown';
      if (how === 'replace') copy[key] = junk;
      else if (how === 'remove') delete copy[key];
      else copy[`p${(n % 40) + 60}`] = junk;
      return copy;
    });
}
