// Lets routes declare `protocol` zod schemas directly in `schema: { querystring, params, body }`:
// requests are parsed by zod (coercions and defaults applied) and handlers get the parsed types.
import type { FastifyInstance, FastifyTypeProvider } from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod';

export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

/** Human-readable one-line summary of zod issues, e.g. `market: Invalid option: expected one of "STO"|"STX"`. */
function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}

async function zodSchemas(app: FastifyInstance): Promise<void> {
  app.setValidatorCompiler(({ schema }) => {
    const zodSchema = schema as z.ZodType;
    return (data: unknown) => {
      const result = zodSchema.safeParse(data);
      return result.success ? { value: result.data } : { error: new Error(describeIssues(result.error)) };
    };
  });
  // Replies are built from protocol types and checked by the integration tests; serializing them
  // again at runtime would only cost time on the hottest routes.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
}

export default fp(zodSchemas, { name: 'sen-zod-schemas' });
