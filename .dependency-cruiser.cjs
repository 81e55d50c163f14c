// Import structure rules (`npm run lint:imports`, part of `npm run lint`): no import cycles, no
// imports between web features, and server modules import only modules below them in MODULE_ORDER.
// Tests may reach across (they assemble whole servers); type-only imports count like any other.

/** Server modules from the bottom up: each may import the ones before it, never one after it. */
const MODULE_ORDER = [
  'trading-gateway', // command registry, trading errors, the /api gateway
  'identity', // customers, sessions, PINs, OTPs, account access
  'audit',
  'cluster', // the market lease and forwarding between nodes
  'market', // the market runtime: simulated exchange, store, clock
  'notifications',
  'ledger', // balances and postings: below every service that moves money or shares
  'orders',
  'info',
  'board',
  'web',
  'margin',
  'money',
  'bank',
  'bonds',
  'corporate-actions',
  'open-account',
  'watchlists',
  'realtime',
  'api-reference',
];

const SERVER = '^apps/server/src/';
const TESTS = '\\.(test|spec)\\.tsx?$';

const upward = MODULE_ORDER.slice(0, -1).map((name, i) => ({
  name: `server-module-order-${name}`,
  comment: `modules/${name} may import only modules below it in MODULE_ORDER (.dependency-cruiser.cjs)`,
  severity: 'error',
  from: { path: `${SERVER}modules/${name}/`, pathNot: TESTS },
  to: {
    path: `${SERVER}modules/(${MODULE_ORDER.slice(i + 1).join('|')})/`,
  },
}));

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No import cycles: split the shared part into a module both import.',
      severity: 'error',
      from: {},
      to: {
        circular: true,
      },
    },
    {
      name: 'no-cross-feature',
      comment: 'Web features never import each other; shared code lives in apps/web/src/shared.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/', pathNot: TESTS },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'server-plugins-below-modules',
      comment: 'apps/server/src/plugins are infrastructure: they never import a module.',
      severity: 'error',
      from: { path: `${SERVER}plugins/`, pathNot: TESTS },
      to: { path: `${SERVER}modules/` },
    },
    ...upward,
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|\\.tsbuild)/' },
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'types', 'default'] },
  },
};
