// The server's Content-Security-Policy allows no eval (script-src 'self'). zod compiles its object
// parsers with `new Function` unless told not to, and probes for eval when a schema is built (a
// CSP violation report on every page): this classic script runs before the app's modules and sets
// zod's global configuration first. The realtime worker does the same (realtime.worker.ts).
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
