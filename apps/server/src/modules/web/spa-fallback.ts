// Which unmatched requests get the web app's index.html: client routes (GET/HEAD, no file
// extension) outside the API bases and the board paths served at the root. Everything else is a
// JSON 404.
import { BASES, isBoardRootPath } from '../../host-bases.ts';

const API_PREFIXES = [
  BASES.boardBase,
  BASES.infoBase,
  BASES.tradingBase,
  BASES.bondBase,
  BASES.realtimePath,
  '/health',
  '/config.json',
  '/api',
  // The operator API (open-account/open-account-operator-routes.ts): a JSON 404 when not enabled.
  '/ops',
];

export function isClientRoute(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const path = url.split('?')[0] ?? '/';
  if (API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) return false;
  if (isBoardRootPath(path)) return false;
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  return !lastSegment.includes('.');
}
