// A zod schema as JSON Schema (draft 2020-12, the dialect of OpenAPI 3.1 and AsyncAPI 3) with zod's
// own converter: what a caller sends (`input`, before coercions and defaults) or what a reply holds
// (`output`). Parts JSON Schema cannot express (a transform's result, a custom check) read as "any".
import { z } from 'zod';

export type JsonSchema = Record<string, unknown>;

export function jsonSchemaOf(schema: z.core.$ZodType, io: 'input' | 'output' = 'input'): JsonSchema {
  const converted = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    target: 'draft-2020-12',
  }) as JsonSchema;
  const { $schema: _dialect, ...rest } = converted;
  return rest;
}
