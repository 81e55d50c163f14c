// The registry of trading commands: cmd -> protocol schema -> handler. Areas (identity, ledger,
// orders ...) register their commands; the gateway hands it a posted body (`handle`), which reads
// the envelope, checks the session when the command needs one, and only then parses the
// parameters (a caller without a session learns nothing about a command's schema), checks that
// the sub-account the command names (`subAccountParam`) is the caller's, and calls the handler.
import {
  decodeTradingRequest,
  findTradingCommand,
  parseCommandParams,
  protocolErrorReply,
  subAccountOf,
  type CommandParams,
  type CommandReplyData,
  type TradingCommand,
  type TradingReply,
  type TradingRequest,
} from '@sen/protocol';
import type { FastifyRequest } from 'fastify';
import { SenError } from '../../plugins/errors/sen-error.ts';

/** Who is calling: the logged-in customer of a checked session. */
export interface Caller {
  customerId: number;
  username: string;
}

export interface CommandContext {
  request: TradingRequest;
  /** Set for commands that require a session (checked before the handler runs). */
  caller: Caller | undefined;
  ip: string;
  /** The HTTP request, when the call came over HTTP (the identity's attempt throttle counts it). */
  http?: FastifyRequest | undefined;
  /** The client's device as it names itself (User-Agent), for the audit trail. */
  device: string;
  /** Server time the request was received, epoch ms. */
  receivedAt: number;
}

/** Where a request comes from, as the gateway saw it. */
export interface RequestClient {
  ip: string;
  device: string;
  receivedAt: number;
  http?: FastifyRequest | undefined;
}

export type CommandHandler<C extends TradingCommand> = (
  params: CommandParams<C>,
  context: CommandContext,
) => Promise<CommandReplyData<C>> | CommandReplyData<C>;

export type SessionCheck = (user: string, session: string) => Promise<Caller>;
/** Throws SenError -6030 unless the sub-account is the caller's. */
export type AccountCheck = (caller: Caller, subAcntNo: string) => Promise<unknown>;

export class CommandRegistry {
  private readonly handlers = new Map<string, CommandHandler<TradingCommand>>();
  private readonly commands: Record<string, TradingCommand> = {};
  private accountCheck: AccountCheck | undefined;

  register<C extends TradingCommand>(command: C, handler: CommandHandler<C>): void {
    if (this.handlers.has(command.cmd)) throw new Error(`trading command ${command.cmd} is registered twice`);
    this.commands[command.cmd] = command;
    this.handlers.set(command.cmd, handler as unknown as CommandHandler<TradingCommand>);
  }

  has(cmd: string): boolean {
    return this.handlers.has(cmd);
  }

  /** Replaces a registered handler by `wrapper(handler)` (the cluster forwards sequencer commands). */
  wrap(
    cmd: string,
    wrapper: (handler: CommandHandler<TradingCommand>) => CommandHandler<TradingCommand>,
  ): void {
    const handler = this.handlers.get(cmd);
    if (handler) this.handlers.set(cmd, wrapper(handler));
  }

  /** Identity plugs in the ownership check of the sub-account a command names (throws -6030). */
  useAccountCheck(check: AccountCheck): void {
    this.accountCheck = check;
  }

  /** The registered commands, by name (the access matrix test walks them). */
  get registered(): Readonly<Record<string, TradingCommand>> {
    return this.commands;
  }

  /**
   * Runs a posted body: the failure reply of a bad envelope, unknown command or wrong group; then
   * the session (SenError); then the parameters' failure reply; then the handler's result.
   */
  async handle(
    body: string,
    checkSession: SessionCheck,
    client: RequestClient,
  ): Promise<{ ok: true; data: unknown } | { ok: false; reply: TradingReply<never> }> {
    const request = decodeTradingRequest(body);
    if (!request.ok) return { ok: false, reply: protocolErrorReply('badRequest', request.error) };
    const { cmd } = request.value.data;
    const command = findTradingCommand(cmd, this.commands);
    const handler = this.handlers.get(cmd);
    if (command === undefined || handler === undefined)
      return { ok: false, reply: protocolErrorReply('unknownCommand', cmd) };
    if (command.group !== request.value.group)
      return {
        ok: false,
        reply: protocolErrorReply('badRequest', `${cmd} belongs to group ${command.group}`),
      };
    let caller: Caller | undefined;
    if (command.requiresSession) {
      if (request.value.session === '' || request.value.user === '')
        return { ok: false, reply: protocolErrorReply('notLoggedIn') };
      caller = await checkSession(request.value.user, request.value.session);
    }
    const params = parseCommandParams(command, request.value.data);
    if (!params.ok) return { ok: false, reply: protocolErrorReply('badRequest', params.error) };
    if (caller && command.subAccountParam) {
      const named = subAccountOf(command, params.value as object);
      if (!this.accountCheck || typeof named !== 'string') throw new SenError('userCannotViewAccount');
      await this.accountCheck(caller, named);
    }
    return { ok: true, data: await handler(params.value, { request: request.value, caller, ...client }) };
  }
}

/** The caller of a session command (the registry has checked the session before the handler). */
export function requireCaller(context: CommandContext): Caller {
  if (!context.caller) throw new SenError('notLoggedIn');
  return context.caller;
}
