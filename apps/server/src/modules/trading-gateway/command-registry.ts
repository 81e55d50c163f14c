// The registry of trading commands: cmd -> protocol schema -> handler. Areas (identity, ledger,
// orders ...) register their commands; the gateway parses params with the schema, checks the
// session when the command needs one, and calls the handler with typed params.
import {
  parseCommandParams,
  type CommandParams,
  type CommandReplyData,
  type TradingCommand,
  type TradingRequest,
} from '@sen/protocol';
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
}

export type CommandHandler<C extends TradingCommand> = (
  params: CommandParams<C>,
  context: CommandContext,
) => Promise<CommandReplyData<C>> | CommandReplyData<C>;

interface Entry {
  command: TradingCommand;
  handler: CommandHandler<TradingCommand>;
}

export type SessionCheck = (user: string, session: string) => Promise<Caller>;

export class CommandRegistry {
  private readonly entries = new Map<string, Entry>();

  register<C extends TradingCommand>(command: C, handler: CommandHandler<C>): void {
    if (this.entries.has(command.cmd)) throw new Error(`trading command ${command.cmd} is registered twice`);
    this.entries.set(command.cmd, { command, handler: handler as unknown as CommandHandler<TradingCommand> });
  }

  has(cmd: string): boolean {
    return this.entries.has(cmd);
  }

  /** Runs one request; throws TradingError for bad input, unknown commands and session failures. */
  async dispatch(request: TradingRequest, checkSession: SessionCheck, ip: string): Promise<unknown> {
    const entry = this.entries.get(request.data.cmd);
    if (!entry) throw new TradingError('unknownCommand');
    const params = parseCommandParams(entry.command, request.data);
    let caller: Caller | undefined;
    if (entry.command.requiresSession) {
      if (!request.session || !request.user) throw new TradingError('notLoggedIn');
      caller = await checkSession(request.user, request.session);
    }
    if (!params.ok) throw new BadParamsError(params.error);
    return entry.handler(params.value, { request, caller, ip });
  }
}

/** The caller of a session command (the registry has checked the session before the handler). */
export function requireCaller(context: CommandContext): Caller {
  if (!context.caller) throw new TradingError('notLoggedIn');
  return context.caller;
}

/** Parameters that break the command's schema: rc -1 with the schema's message. */
export class BadParamsError extends Error {
  override readonly name = 'BadParamsError';
}
