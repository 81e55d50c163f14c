import type { z } from 'zod';
import { parseWith, type ParseResult } from '../parse-result.ts';
import {
  isOkReply,
  tradingRequestSchema,
  type CommandData,
  type TradingReply,
  type TradingRequest,
} from './envelope.ts';

/**
 * One trading command: its name, request group, the schema of its positional parameters
 * (an object of p1..pN) and the schema of the reply's `data` on success.
 * Each area declares its commands in `src/trading/<area>.ts` with {@link defineTradingCommand}
 * and lists them in `src/trading/commands.ts`.
 */
export interface TradingCommand<
  Cmd extends string = string,
  Params extends z.ZodType = z.ZodType,
  Reply extends z.ZodType = z.ZodType,
> {
  readonly cmd: Cmd;
  readonly group: string;
  readonly params: Params;
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

/** Parameters accepted by a command, before defaults (what a caller passes). */
export type CommandParamsInput<C extends TradingCommand> = z.input<C['params']>;
/** Parameters of a command after parsing (what a handler receives). */
export type CommandParams<C extends TradingCommand> = z.output<C['params']>;
/** `data` of a successful reply to a command. */
export type CommandReplyData<C extends TradingCommand> = z.output<C['reply']>;

/** Declares a trading command; returns it frozen so the registry cannot be altered. */
export function defineTradingCommand<Cmd extends string, Params extends z.ZodType, Reply extends z.ZodType>(
  definition: TradingCommand<Cmd, Params, Reply>,
): TradingCommand<Cmd, Params, Reply> {
  return Object.freeze({ ...definition });
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
  const parsed = command.params.parse(params) as Record<string, unknown>;
  return tradingRequestSchema.parse({
    group: command.group,
    user: auth.user,
    session: auth.session,
    channel: auth.channel ?? 'W',
    data: { cmd: command.cmd, ...parsed },
  });
}

/** Parses the positional parameters of a received request for a handler. */
export function parseCommandParams<C extends TradingCommand>(
  command: C,
  data: CommandData,
): ParseResult<CommandParams<C>> {
  const { cmd, ...params } = data;
  if (cmd !== command.cmd) return { ok: false, error: `command ${cmd} is not ${command.cmd}` };
  return parseWith(command.params, params) as ParseResult<CommandParams<C>>;
}

/** Parses the `data` of a reply; a failed reply (`rc < 1`) becomes an error carrying `rs`. */
export function parseCommandReply<C extends TradingCommand>(
  command: C,
  reply: TradingReply,
): ParseResult<CommandReplyData<C>> {
  if (!isOkReply(reply)) return { ok: false, error: reply.rs };
  return parseWith(command.reply, reply.data) as ParseResult<CommandReplyData<C>>;
}
