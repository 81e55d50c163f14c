import type { $ZodType } from 'zod/v4/core';
import type { TradingCommand } from './command.ts';
import { parseCommandParams, wireData } from './command.ts';
import { decodeTradingRequest, type TradingReply, type TradingRequest } from './envelope.ts';
import * as accounts from './accounts.ts';
import * as bank from './bank.ts';
import * as identity from './identity.ts';
import * as ledger from './ledger.ts';
import * as conditionalOrders from './conditional-orders.ts';
import * as corporateActions from './corporate-actions.ts';
import * as login from './login.ts';
import * as logout from './logout.ts';
import * as money from './money.ts';
import * as margin from './margin.ts';
import * as notifications from './notifications.ts';
import * as orders from './orders.ts';
import * as openAccount from './open-account.ts';
import * as watchlists from './watchlists.ts';
import * as priceAlerts from './price-alerts.ts';
import { protocolErrorReply } from './replies.ts';

/** The commands a module exports, keyed by their `cmd` name (the module's other exports are ignored). */
export type CommandsOf<M> = {
  [K in keyof M as M[K] extends TradingCommand<infer Cmd, $ZodType, $ZodType> ? Cmd : never]: M[K];
};
type Merge<Ms extends readonly unknown[]> = Ms extends readonly [infer Head, ...infer Tail]
  ? CommandsOf<Head> & Merge<Tail>
  : unknown;

const isCommand = (value: unknown): value is TradingCommand =>
  typeof value === 'object' &&
  value !== null &&
  'cmd' in value &&
  'group' in value &&
  'params' in value &&
  'reply' in value;

/** Builds a registry from modules of `defineTradingCommand` exports; a name declared twice throws. */
export function registryOf<const Ms extends readonly object[]>(...modules: Ms): Readonly<Merge<Ms>> {
  const registry: Record<string, TradingCommand> = {};
  for (const module of modules) {
    for (const value of Object.values(module)) {
      if (!isCommand(value)) continue;
      if (Object.hasOwn(registry, value.cmd) && registry[value.cmd] !== value)
        throw new Error(`trading command ${value.cmd} declared twice`);
      registry[value.cmd] = value;
    }
  }
  return Object.freeze(registry) as Readonly<Merge<Ms>>;
}

/**
 * Every trading command of Sen, by name. An area declares its commands in `src/trading/<area>.ts`
 * with `defineTradingCommand` and adds its module to this list.
 */
export const TRADING_COMMANDS = registryOf(
  login,
  accounts,
  identity,
  logout,
  ledger,
  orders,
  watchlists,
  conditionalOrders,
  money,
  bank,
  notifications,
  corporateActions,
  margin,
  openAccount,
  priceAlerts,
);

/** Name of a registered command. */
export type TradingCommandName = keyof typeof TRADING_COMMANDS & string;
/** The registry's shape, for servers that compose their own (tests, partial deployments). */
export type TradingCommandRegistry = Readonly<Record<string, TradingCommand>>;

/** The registered command of a name, undefined when unknown. */
export function findTradingCommand(
  cmd: string,
  registry: object = TRADING_COMMANDS,
): TradingCommand | undefined {
  return Object.hasOwn(registry, cmd) ? (registry as TradingCommandRegistry)[cmd] : undefined;
}

/**
 * The `data` of an envelope calling a command by name with named parameters (its codec writes them
 * as p1..pN; not validated); a name the registry does not know goes with its parameters as they are.
 */
export function commandData(
  cmd: string,
  params: Readonly<Record<string, unknown>>,
  registry: object = TRADING_COMMANDS,
): { cmd: string } & Record<string, unknown> {
  const command = findTradingCommand(cmd, registry);
  return command ? wireData(command, params) : { cmd, ...params };
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
  registry: object = TRADING_COMMANDS,
): { ok: true; call: TradingCall } | { ok: false; reply: TradingReply<never> } {
  const request = decodeTradingRequest(body);
  if (!request.ok) return { ok: false, reply: protocolErrorReply('badRequest', request.error) };
  const command = findTradingCommand(request.value.data.cmd, registry);
  if (command === undefined)
    return { ok: false, reply: protocolErrorReply('unknownCommand', request.value.data.cmd) };
  if (command.group !== request.value.group) {
    return {
      ok: false,
      reply: protocolErrorReply('badRequest', `${command.cmd} belongs to group ${command.group}`),
    };
  }
  if (command.requiresSession && (request.value.session === '' || request.value.user === '')) {
    return { ok: false, reply: protocolErrorReply('notLoggedIn') };
  }
  const params = parseCommandParams(command, request.value.data);
  if (!params.ok) return { ok: false, reply: protocolErrorReply('badRequest', params.error) };
  return { ok: true, call: { request: request.value, command, params: params.value } };
}
