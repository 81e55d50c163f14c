// Calls the trading service (ARCHITECTURE §4): a form-encoded JSON envelope posted to the trading
// base, the reply checked by the command's schema. Session errors (spec §6: texts Not logged in,
// Invalid session, InvalidSessionException, NotLoginException, or HTTP 401) end the session.
import {
  buildCommandRequest,
  decodeTradingReply,
  parseCommandReply,
  type CommandParamsInput,
  type CommandReplyData,
  type TradingCommand,
} from '@sen/protocol';
import { endSession, sessionStore } from './session-store';

const SESSION_ERRORS = ['Not logged in', 'Invalid session', 'InvalidSessionException', 'NotLoginException'];

export class TradingCallError extends Error {
  constructor(
    readonly rc: number,
    message: string,
    readonly sessionEnded = false,
    /** The refusal's `data` (e.g. `{minutes}` of a lock, the login's `{method}` of -8104). */
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'TradingCallError';
  }
}

export const isSessionError = (text: string) => SESSION_ERRORS.some((marker) => text.includes(marker));

async function post(url: string, body: string): Promise<{ status: number; json: unknown }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body,
  });
  return {
    status: response.status,
    json: response.status === 401 ? null : await response.json().catch(() => null),
  };
}

/** Runs one command as the logged-in user (or anonymously before login). */
export async function callTrading<C extends TradingCommand>(
  tradingBase: string,
  command: C,
  params: CommandParamsInput<C>,
): Promise<CommandReplyData<C>> {
  const token = sessionStore.get().token;
  if (command.requiresSession && !token) throw new TradingCallError(-4, 'Not logged in', true);
  const request = buildCommandRequest(
    command,
    { user: token?.user ?? '', session: token?.sid ?? '' },
    params,
  );
  const { status, json } = await post(tradingBase, JSON.stringify(request));
  if (status === 401) {
    endSession(true);
    throw new TradingCallError(-1, 'Invalid session', true);
  }
  const reply = decodeTradingReply(json);
  if (!reply.ok) throw new TradingCallError(-1, status >= 400 ? `HTTP ${status}` : reply.error);
  if (reply.value.rc < 1 && isSessionError(reply.value.rs)) {
    if (command.requiresSession) endSession(true);
    throw new TradingCallError(reply.value.rc, reply.value.rs, true);
  }
  const data = parseCommandReply(command, reply.value);
  if (!data.ok) throw new TradingCallError(reply.value.rc, data.error, false, reply.value.data);
  return data.value;
}

/** `POST {tradingBase}/ResetPassword.pt`: `http` 200 is success, 401 ends the session, others fail. */
export async function callResetPassword(tradingBase: string, body: Record<string, string>): Promise<void> {
  const { status, json } = await post(
    `${tradingBase.replace(/\/+$/, '')}/ResetPassword.pt`,
    JSON.stringify(body),
  );
  const reply = (json ?? {}) as { http?: number; rc?: number; rs?: string };
  const http = status === 401 ? 401 : reply.http;
  if (http === 200) return;
  if (http === 401) {
    endSession(true);
    throw new TradingCallError(-1, reply.rs ?? 'Invalid session', true);
  }
  throw new TradingCallError(
    reply.rc ?? -1,
    reply.rs ?? (http === undefined ? 'Unknown error!' : `HTTP ${http}`),
  );
}
