import type { TradingCommand } from './command.ts';
import { parseCommandParams } from './command.ts';
import { decodeTradingRequest, type TradingReply, type TradingRequest } from './envelope.ts';
import { listAccountCommand } from './accounts.ts';
import { loginCommand } from './login.ts';
import { protocolErrorReply } from './replies.ts';

/**
 * Every trading command of Sen, by name. An area adds its commands by declaring them in
 * `src/trading/<area>.ts` with `defineTradingCommand` and listing them here.
 */
export const TRADING_COMMANDS = {
  [loginCommand.cmd]: loginCommand,
  [listAccountCommand.cmd]: listAccountCommand,
} as const satisfies Record<string, TradingCommand>;

/** Name of a registered command. */
export type TradingCommandName = keyof typeof TRADING_COMMANDS;
/** The registry's shape, for servers that compose their own (tests, partial deployments). */
export type TradingCommandRegistry = Readonly<Record<string, TradingCommand>>;

/** The registered command of a name, undefined when unknown. */
export function findTradingCommand(cmd: string, registry: TradingCommandRegistry = TRADING_COMMANDS): TradingCommand | undefined {
  return Object.hasOwn(registry, cmd) ? registry[cmd] : undefined;
}

/** A decoded call: the envelope, its command and its parsed parameters. */
export interface TradingCall {
  request: TradingRequest;
  command: TradingCommand;
  params: unknown;
}

/**
 * Decodes a posted body into a call, or the failure reply to send back (bad body, unknown command,
 * wrong group or parameters) — the one entry point of a trading endpoint.
 */
export function decodeTradingCall(
  body: string,
  registry: TradingCommandRegistry = TRADING_COMMANDS,
): { ok: true; call: TradingCall } | { ok: false; reply: TradingReply<never> } {
  const request = decodeTradingRequest(body);
  if (!request.ok) return { ok: false, reply: protocolErrorReply('badRequest', request.error) };
  const command = findTradingCommand(request.value.data.cmd, registry);
  if (command === undefined) return { ok: false, reply: protocolErrorReply('unknownCommand', request.value.data.cmd) };
  if (command.group !== request.value.group) {
    return { ok: false, reply: protocolErrorReply('badRequest', `${command.cmd} belongs to group ${command.group}`) };
  }
  if (command.requiresSession && (request.value.session === '' || request.value.user === '')) {
    return { ok: false, reply: protocolErrorReply('invalidSession') };
  }
  const params = parseCommandParams(command, request.value.data);
  if (!params.ok) return { ok: false, reply: protocolErrorReply('badRequest', params.error) };
  return { ok: true, call: { request: request.value, command, params: params.value } };
}
