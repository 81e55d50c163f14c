// Where each host of this process is served (ARCHITECTURE §4); `/config.json` hands them to the web
// client (modules/web/client-config.ts) and the board mounts its routes under its base.

/** Bases of every host served by this process (a split deployment overrides them). */
export const BASES = {
  boardBase: '/board',
  infoBase: '/info',
  tradingBase: '/trading',
  bondBase: '/bond',
  realtimeUrl: '/',
  realtimePath: '/socket.io',
} as const;
