// Origin check of the WebSocket handshake. Browsers always send Origin, so a page of another site
// cannot open a socket in the user's name unless its origin is allowed. Requests without Origin come
// from non-browser clients (tools, other servers); they cannot ride a user's browser, so they pass.
import type { IncomingMessage } from 'node:http';

/** True when the handshake's Origin is the server's own origin or in the allow-list. */
export function isOriginAllowed(
  req: Pick<IncomingMessage, 'headers'>,
  allowedOrigins: readonly string[],
): boolean {
  const origin = req.headers.origin;
  if (origin === undefined || origin === '') return true;
  if (allowedOrigins.includes('*') || allowedOrigins.includes(origin)) return true;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return false;
  }
  const forwardedHost = req.headers['x-forwarded-host'];
  const host =
    (typeof forwardedHost === 'string' ? forwardedHost.split(',')[0]?.trim() : undefined) ?? req.headers.host;
  return host !== undefined && originHost === host;
}
