// Every HTTP route the application registers, with the zod schemas it validates with, collected by
// an onRoute hook added before any module declares its routes (app.ts registers this plugin early).
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { z } from 'zod';

export interface CatalogueRoute {
  method: string;
  url: string;
  querystring?: z.ZodType | undefined;
  params?: z.ZodType | undefined;
  body?: z.ZodType | undefined;
}

const isZod = (value: unknown): value is z.ZodType =>
  typeof value === 'object' && value !== null && '_zod' in value;

/** Starts collecting the routes of `app` (and its children registered later). */
export function collectRoutes(app: FastifyInstance): CatalogueRoute[] {
  const routes: CatalogueRoute[] = [];
  app.addHook('onRoute', (route: RouteOptions) => {
    const schema = (route.schema ?? {}) as Record<string, unknown>;
    const zod = (key: string): z.ZodType | undefined => (isZod(schema[key]) ? schema[key] : undefined);
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      routes.push({
        method: method.toUpperCase(),
        url: route.url,
        querystring: zod('querystring'),
        params: zod('params'),
        body: zod('body'),
      });
    }
  });
  return routes;
}
