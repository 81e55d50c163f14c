// The registry of trading commands: cmd -> protocol schema -> handler. Areas (identity, ledger,
// orders ...) register their commands; the gateway decodes a call with protocol's
// `decodeTradingCall` over the registered commands, checks the session when the command needs
// one, and calls the handler with typed params.
import {
  decodeTradingCall,
  type CommandParams,
  type CommandReplyData,
  type TradingCall,
  type TradingCommand,
  type TradingCommandRegistry,
  type TradingReply,
  type TradingRequest,
} from '@sen/protocol';
import type { FastifyRequest } from 'fastify';
import { TradingError } from './trading-errors.ts';

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
}

export type CommandHandler<C extends TradingCommand> = (
  params: CommandParams<C>,
  context: CommandContext,
) => Promise<CommandReplyData<C>> | CommandReplyData<C>;

export type SessionCheck = (user: string, session: string) => Promise<Caller>;

export class CommandRegistry {
  private readonly handlers = new Map<string, CommandHandler<TradingCommand>>();
  private readonly commands: Record<string, TradingCommand> = {};

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

  /** Decodes a posted body against the registered commands, or gives protocol's failure reply. */
  decode(body: string): { ok: true; call: TradingCall } | { ok: false; reply: TradingReply<never> } {
    return decodeTradingCall(body, this.commands satisfies TradingCommandRegistry);
  }

  /** Runs a decoded call; throws TradingError for session failures and the handler's refusals. */
  async run(
    call: TradingCall,
    checkSession: SessionCheck,
    ip: string,
    http?: FastifyRequest,
  ): Promise<unknown> {
    const handler = this.handlers.get(call.command.cmd);
    if (!handler) throw new TradingError('unknownCommand');
    let caller: Caller | undefined;
    if (call.command.requiresSession) caller = await checkSession(call.request.user, call.request.session);
    return handler(call.params, { request: call.request, caller, ip, http });
  }
}

/** The caller of a session command (the registry has checked the session before the handler). */
export function requireCaller(context: CommandContext): Caller {
  if (!context.caller) throw new TradingError('notLoggedIn');
  return context.caller;
}
