import type { $ZodType, input, output } from 'zod/v4/core';
import * as z from '../zod-mini.ts';
import { parseWith, type ParseResult } from '../parse-result.ts';
import {
  isOkReply,
  tradingRequestSchema,
  type CommandData,
  type TradingReply,
  type TradingRequest,
} from './envelope.ts';

/** The readable name of each positional wire parameter of a command, e.g. `{ p1: 'subAccount' }`. */
export type ParamNames<Params extends $ZodType = $ZodType> = {
  readonly [K in keyof output<Params>]-?: string;
};

/** A wire object (p1..pN) with its keys renamed by `Names` (optional keys stay optional). */
export type RenamedParams<Wire, Names> = {
  [K in keyof Wire as K extends keyof Names ? Names[K] & string : never]: Wire[K];
};

/**
 * One trading command: its name, request group, the schema of its positional parameters
 * (an object of p1..pN), the readable name of each (`names`: the command's codec, see
 * {@link paramsFromWire} and {@link paramsToWire}) and the schema of the reply's `data` on success.
 * Each area declares its commands in `src/trading/<area>.ts` with {@link defineTradingCommand}
 * and lists them in `src/trading/commands.ts`.
 */
export interface TradingCommand<
  Cmd extends string = string,
  Params extends $ZodType = $ZodType,
  Reply extends $ZodType = $ZodType,
  Names extends Readonly<Record<string, string>> = Readonly<Record<string, string>>,
> {
  readonly cmd: Cmd;
  readonly group: string;
  /** The wire's positional parameters p1..pN (what docs/api.md and the OpenAPI document show). */
  readonly params: Params;
  /** Wire key -> readable name: handlers and callers only ever see the named object. */
  readonly names: Names;
  readonly reply: Reply;
  /** Whether the command needs a logged-in session (login itself does not). */
  readonly requiresSession: boolean;
  /**
   * Which parameter names the sub-account the command reads or changes (`'p1'`), or `null` when it
   * names none. The gateway refuses another customer's (or an unknown) sub-account there with
   * -6030 before the handler runs. Every session command declares it: the route-by-role matrix
   * (apps/server/src/reliability/access-matrix.test.ts) fails for one that does not.
   */
  readonly subAccountParam?: `p${number}` | null;
}

/** Named parameters accepted by a command, before defaults (what a caller passes). */
export type CommandParamsInput<C extends TradingCommand> = RenamedParams<input<C['params']>, C['names']>;
/** Named parameters of a command after parsing (what a handler receives). */
export type CommandParams<C extends TradingCommand> = RenamedParams<output<C['params']>, C['names']>;
/** `data` of a successful reply to a command. */
export type CommandReplyData<C extends TradingCommand> = output<C['reply']>;

/** Declares a trading command; returns it frozen so the registry cannot be altered. */
export function defineTradingCommand<
  Cmd extends string,
  Params extends $ZodType,
  Reply extends $ZodType,
  const Names extends ParamNames<Params>,
>(definition: TradingCommand<Cmd, Params, Reply, Names>): TradingCommand<Cmd, Params, Reply, Names> {
  return Object.freeze({ ...definition, names: Object.freeze({ ...definition.names }) });
}

function renameKeys(value: object, names: Readonly<Record<string, string>>): Record<string, unknown> {
  const renamed: Record<string, unknown> = {};
  // Keys without a name pass as they are, so the wire schema still refuses an unknown parameter.
  for (const [key, item] of Object.entries(value)) renamed[names[key] ?? key] = item;
  return renamed;
}

const inverted = (names: Readonly<Record<string, string>>): Record<string, string> =>
  Object.fromEntries(Object.entries(names).map(([wire, name]) => [name, wire]));

/**
 * The codec's decoding half: parsed wire parameters (p1..pN) as the named object a handler reads,
 * e.g. paramsFromWire(cancelOrderCommand, { p1: '0001', p2: '7', p3: '123456' }) gives
 * `{ subAccount: '0001', orderNo: '7', pin: '123456' }`.
 */
export function paramsFromWire<C extends TradingCommand>(command: C, wire: object): CommandParams<C> {
  return renameKeys(wire, command.names) as CommandParams<C>;
}

/**
 * The codec's encoding half: named parameters as the wire's p1..pN (not validated: the wire schema
 * does that where the frame is sent or read), e.g. `{ subAccount: '0001' }` -> `{ p1: '0001' }`.
 */
export function paramsToWire<C extends TradingCommand>(
  command: C,
  params: CommandParamsInput<C> | Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  return renameKeys(params, inverted(command.names));
}

/** The `data` of an envelope calling a command with named parameters: `{cmd, p1..pN}` (not validated). */
export function wireData<C extends TradingCommand>(
  command: C,
  params: CommandParamsInput<C> | Readonly<Record<string, unknown>>,
): { cmd: string } & Record<string, unknown> {
  return { cmd: command.cmd, ...paramsToWire(command, params) };
}

/** The wire key of a named parameter, e.g. wireKeyOf(loginCommand, 'password') === 'p2'. */
export function wireKeyOf(command: TradingCommand, name: string): string {
  return inverted(command.names)[name] ?? name;
}

/** The sub-account a command names (its `subAccountParam`) in its named parameters, if any. */
export function subAccountOf(command: TradingCommand, params: object): unknown {
  if (!command.subAccountParam) return undefined;
  const name = command.names[command.subAccountParam] ?? command.subAccountParam;
  return (params as Record<string, unknown>)[name];
}

/** Who sends a command: the session of a logged-in user (empty strings before login). */
export interface CommandAuth {
  user: string;
  session: string;
  channel?: string;
}

/** Builds the envelope of a command call, validating the parameters first (throws on bad params). */
export function buildCommandRequest<C extends TradingCommand>(
  command: C,
  auth: CommandAuth,
  params: CommandParamsInput<C>,
): TradingRequest {
  const parsed = z.parse(command.params, paramsToWire(command, params)) as Record<string, unknown>;
  return tradingRequestSchema.parse({
    group: command.group,
    user: auth.user,
    session: auth.session,
    channel: auth.channel ?? 'W',
    data: { cmd: command.cmd, ...parsed },
  });
}

/** Parses the positional parameters of a received request into the named object a handler reads. */
export function parseCommandParams<C extends TradingCommand>(
  command: C,
  data: CommandData,
): ParseResult<CommandParams<C>> {
  const { cmd, ...params } = data;
  if (cmd !== command.cmd) return { ok: false, error: `command ${cmd} is not ${command.cmd}` };
  const parsed = parseWith(command.params, params);
  return parsed.ok ? { ok: true, value: paramsFromWire(command, parsed.value as object) } : parsed;
}

/** Parses the `data` of a reply; a failed reply (`rc < 1`) becomes an error carrying `rs`. */
export function parseCommandReply<C extends TradingCommand>(
  command: C,
  reply: TradingReply,
): ParseResult<CommandReplyData<C>> {
  if (!isOkReply(reply)) return { ok: false, error: reply.rs };
  return parseWith(command.reply, reply.data) as ParseResult<CommandReplyData<C>>;
}
