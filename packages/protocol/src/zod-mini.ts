// zod's functional API (`zod/mini`: the same library and core as `zod`, tree-shakable) for the
// schemas the web app's board route loads: a mini schema builds and parses like a classic one
// (`.parse`, `.safeParse`) and mixes with classic schemas either way, but only the checks a module
// uses are bundled (docs/architecture.md, "Less JavaScript before the first rows"). Modules import
// it as `import * as z from '../zod-mini.ts'` (all of `zod/mini`, these three objects overriding). Two differences from `zod/mini` itself:
// - objects parse with zod's compiled (JIT) object parser where eval is allowed, as classic objects
//   do (the server: mini's plain parser read a trade message in about twice the time); where it is
//   not (the browser under the CSP, the realtime worker's `jitless`) they parse as mini's;
// - English issue messages are registered, as `zod` itself does, so a refusal reads the same.
import * as mini from 'zod/mini';

export * from 'zod/mini';

import * as core from 'zod/v4/core';
import en from 'zod/v4/locales/en.js';

mini.config(en());

type Init = (inst: object, def: object) => void;
const initJit = core.$ZodObjectJIT.init as Init;
const initMini = mini.ZodMiniType.init as Init;

const ZodMiniObjectJit = /*@__PURE__*/ core.$constructor('ZodMiniObject', (inst, def) => {
  initJit(inst, def);
  initMini(inst, def);
  core.util.installLazyProp(
    inst,
    'shape',
    (self: { _zod: { def: core.$ZodObjectDef } }) => self._zod.def.shape,
    false,
  );
});

type Shape = core.$ZodLooseShape;
const build = (def: Record<string, unknown>) => new ZodMiniObjectJit(def as never) as unknown;

/** `zod/mini`'s `object`, with the compiled parser. */
export const object = (<T extends Shape>(shape?: T, params?: string | core.$ZodObjectParams) =>
  build({ type: 'object', shape: shape ?? {}, ...core.util.normalizeParams(params) })) as typeof mini.object;

/** `zod/mini`'s `strictObject`, with the compiled parser. */
export const strictObject = (<T extends Shape>(shape: T, params?: string | core.$ZodObjectParams) =>
  build({
    type: 'object',
    shape,
    catchall: mini.never(),
    ...core.util.normalizeParams(params),
  })) as typeof mini.strictObject;

/** `zod/mini`'s `looseObject`, with the compiled parser. */
export const looseObject = (<T extends Shape>(shape: T, params?: string | core.$ZodObjectParams) =>
  build({
    type: 'object',
    shape,
    catchall: mini.unknown(),
    ...core.util.normalizeParams(params),
  })) as typeof mini.looseObject;
