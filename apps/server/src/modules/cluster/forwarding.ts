// Forwarding from a follower node to the leader over the bus (ARCHITECTURE §7). Trading commands
// that go through the single writer (order entry, amendment, cancellation, conditional orders) or
// read the live market (positions, purchasing power, today's order list) run on the leader: the follower checks the
// session as usual, sends the decoded call with its context, and answers with the leader's reply or
// refusal. Board and info reads are forwarded the same way as whole HTTP requests, which the leader
// answers with `inject`, so every node serves the one live market. While no leader answers, a
// request waits for the election up to its timeout, then fails with -8001 (trading) or HTTP 503.
// Every call carries its deadline: the leader does not start a call whose caller has given up, and
// a node that no longer holds the lease answers `notLeader` without running it. When the leader
// changes, the idempotent calls in flight (those with a client refId, and reads) are sent again to
// the new leader at once; a repeated refId gives the first result, so nothing runs twice.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as protocol from '@sen/protocol';
import { NoResponderError, RemoteError, type Bus } from '../../plugins/bus/bus.ts';
import type { CommandContext, CommandHandler } from '../trading-gateway/command-registry.ts';
import { SenError } from '../../plugins/errors/sen-error.ts';
import { isFailoverError, marketNodeUnavailable } from './cluster-errors.ts';

/** Commands that need the node running the exchange and the order sequencer. */
const SEQUENCER_COMMANDS: readonly string[] = [
  protocol.newOrderCommand,
  protocol.editOrderCommand,
  protocol.cancelOrderCommand,
  protocol.newConditionalOrderCommand,
  protocol.cancelConditionalOrderCommand,
  protocol.conditionalOrderListCommand,
  // Today's orders: the trading date is the exchange's.
  protocol.orderListCommand,
  protocol.positionsCommand,
  protocol.purchasePowerCommand,
  // Money movements are jobs of the same single writer; the advance info reads the trading date.
  protocol.cashAdvanceInfoCommand,
  protocol.cashAdvanceCommand,
  protocol.cashTransferCommand,
  protocol.stockTransferCommand,
  // Price alerts are watched by the leader: its watcher learns each change as it is saved.
  protocol.alertSetCommand,
  protocol.alertDeleteCommand,
].map((command) => command.cmd);

/** Calls that may be sent again to a new leader: same refId, same result; reads. */
const IDEMPOTENT_COMMANDS: ReadonlySet<string> = new Set(
  [
    protocol.newOrderCommand,
    protocol.orderListCommand,
    protocol.conditionalOrderListCommand,
    protocol.positionsCommand,
    protocol.purchasePowerCommand,
    protocol.cashAdvanceInfoCommand,
    protocol.cashAdvanceCommand,
    protocol.cashTransferCommand,
    protocol.stockTransferCommand,
  ].map((command) => command.cmd),
);

/** HTTP reads answered from the market: the board host and the info host. */
const MARKET_READ = /^\/(board|info)(\/|\?|$)/;

/** Response headers carried back from the leader with a forwarded read. */
const READ_HEADERS = ['content-type', 'cache-control', 'etag', 'last-modified', 'content-language'];

type Frame = (
  | { kind: 'command'; cmd: string; params: unknown; context: CommandContext }
  | { kind: 'read'; method: 'GET' | 'HEAD'; url: string; headers: Record<string, string> }
) & {
  /** Wall epoch ms after which the caller has given up: the leader does not start the call. */
  deadline?: number;
};

type Answer =
  | { kind: 'notLeader' }
  | { kind: 'data'; data: unknown }
  | { kind: 'refused'; rc: number; rs: string }
  | { kind: 'http'; status: number; headers: Record<string, string>; body: string };

export interface ForwardingOptions {
  bus: Bus;
  /** Node id of the leader as last seen, undefined while none. */
  leaderId(): string | undefined;
  isLeader(): boolean;
  /** Asks the election again (a follower waiting for a new leader). */
  refresh(): Promise<void>;
  /** Calls `listener` whenever the leader seen changes; returns the unsubscribe. */
  onLeaderChange(listener: () => void): () => void;
  /** How long a forwarded call may wait for a leader and its answer. */
  timeoutMs: number;
  retryMs: number;
}

export const addressOf = (nodeId: string): string => `cluster.leader.${nodeId}`;

export class Forwarding {
  /** The sequencer commands' own handlers, which the leader runs for every node. */
  private readonly originals = new Map<string, CommandHandler<protocol.TradingCommand>>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly options: ForwardingOptions,
  ) {}

  /** Wraps the registered sequencer commands: the leader runs them, a follower forwards them. */
  wrapCommands(): void {
    for (const cmd of SEQUENCER_COMMANDS)
      this.app.trading.wrap(cmd, (original) => {
        this.originals.set(cmd, original);
        return (params, context) =>
          this.options.isLeader()
            ? this.runHere(original, params as never, context)
            : // the HTTP request stays on this node: the frame carries plain data only
              this.forwardCommand({
                kind: 'command',
                cmd,
                params,
                context: {
                  request: context.request,
                  caller: context.caller,
                  ip: context.ip,
                  device: context.device,
                  receivedAt: context.receivedAt,
                },
              });
      });
  }

  /** Runs a call on this node (the leader): a failover under it answers -8001, not a system error. */
  private async runHere(
    handler: CommandHandler<protocol.TradingCommand>,
    params: never,
    context: CommandContext,
  ): Promise<never> {
    try {
      return (await handler(params, context)) as never;
    } catch (error) {
      if (error instanceof SenError || !isFailoverError(error)) throw error;
      throw marketNodeUnavailable();
    }
  }

  /** Serves the forwarded calls of the other nodes (the leader only). Returns the stop function. */
  serve(nodeId: string): () => void {
    return this.options.bus.serve<Frame, Answer>(addressOf(nodeId), (frame) => this.answer(frame));
  }

  /** onRequest hook of a follower: board and info reads are answered by the leader. */
  readonly onRequest = async (
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<FastifyReply | undefined> => {
    if (this.options.isLeader() || (request.method !== 'GET' && request.method !== 'HEAD')) return undefined;
    if (!MARKET_READ.test(request.url)) return undefined;
    const headers: Record<string, string> = {};
    for (const name of ['accept', 'accept-language', 'if-none-match']) {
      const value = request.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    let answer: Answer;
    try {
      answer = await this.send({ kind: 'read', method: request.method, url: request.url, headers });
    } catch (error) {
      if (!(error instanceof SenError)) throw error;
      return reply.code(503).send({ statusCode: 503, error: 'Service Unavailable', message: error.message });
    }
    if (answer.kind !== 'http') throw new Error('the leader answered a read with a command reply');
    return reply.code(answer.status).headers(answer.headers).send(answer.body);
  };

  private async forwardCommand(frame: Frame & { kind: 'command' }): Promise<never> {
    const answer = await this.send(frame);
    if (answer.kind === 'data') return answer.data as never;
    if (answer.kind === 'refused') throw SenError.relayed(answer.rc, answer.rs);
    throw new Error('the leader answered a command with an HTTP reply');
  }

  /** Calls of this node under way to a leader (or waiting for one). */
  private inFlight = 0;
  private readonly drainedListeners = new Set<() => void>();

  /**
   * Resolves once the calls this node sent to a leader (or held while there was none) are answered,
   * or after `maxMs`: a node that has just taken over lets them go first.
   */
  drained(maxMs: number): Promise<void> {
    if (this.inFlight === 0) return Promise.resolve();
    return new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.drainedListeners.delete(done);
        resolve();
      };
      const timer = setTimeout(done, maxMs);
      this.drainedListeners.add(done);
    });
  }

  /** Sends to the leader, waiting for one to be elected until the timeout. */
  private async send(frame: Frame): Promise<Answer> {
    this.inFlight += 1;
    try {
      return await this.sendOnce(frame);
    } finally {
      this.inFlight -= 1;
      if (this.inFlight === 0) for (const listener of [...this.drainedListeners]) listener();
    }
  }

  private async sendOnce(frame: Frame): Promise<Answer> {
    const deadline = Date.now() + this.options.timeoutMs;
    const sent: Frame = { ...frame, deadline };
    const resend = frame.kind === 'read' || IDEMPOTENT_COMMANDS.has(frame.cmd);
    for (;;) {
      if (this.options.isLeader()) return this.answer(sent);
      const leader = this.options.leaderId();
      const left = deadline - Date.now();
      if (left <= 0) throw marketNodeUnavailable();
      if (leader !== undefined) {
        try {
          const answer = await this.ask(leader, sent, left, resend);
          if (answer !== undefined && answer.kind !== 'notLeader') return answer;
          // Another leader now (sent again at once), or this one stepped down (wait below).
          if (answer === undefined) continue;
        } catch (error) {
          // The leader has gone (or not started serving yet): wait for the election below.
          if (!(error instanceof NoResponderError)) {
            if (!(error instanceof RemoteError)) throw marketNodeUnavailable();
            throw error;
          }
        }
      }
      // Sent again at the leader change (a takeover, this node serving); else the election is
      // asked again after a short wait.
      if (!(await this.pause(Math.min(this.options.retryMs, left)))) await this.options.refresh();
    }
  }

  /** Waits `ms`, or less when the leader seen changes (or this node starts serving): true then. */
  private pause(ms: number): Promise<boolean> {
    return new Promise<boolean>((resolve) => {
      const done = (changed: boolean) => {
        clearTimeout(timer);
        off();
        resolve(changed);
      };
      const timer = setTimeout(() => done(false), ms);
      const off = this.options.onLeaderChange(() => done(true));
    });
  }

  /**
   * One request to `leader`; undefined when the leader changed while it was in flight and the call
   * may be sent again (its late answer, if any, is dropped).
   */
  private async ask(
    leader: string,
    frame: Frame,
    left: number,
    resend: boolean,
  ): Promise<Answer | undefined> {
    const request = this.options.bus.request<Frame, Answer>(addressOf(leader), frame, left);
    if (!resend) return request;
    let off = (): void => {};
    const changed = new Promise<undefined>((resolve) => {
      off = this.options.onLeaderChange(() => {
        if (this.options.leaderId() !== leader && this.options.leaderId() !== undefined) resolve(undefined);
      });
    });
    request.catch(() => {});
    try {
      return await Promise.race([request, changed]);
    } finally {
      off();
    }
  }

  /** The leader's side: runs the call and turns its outcome into a JSON answer. */
  private async answer(frame: Frame): Promise<Answer> {
    // A node resumed after a freeze, or one that lost its lease, runs nothing: the caller asks the
    // leader it sees; a call whose caller has given up is not started.
    if (!this.options.isLeader()) return { kind: 'notLeader' };
    if (frame.deadline !== undefined && Date.now() > frame.deadline) {
      const late = marketNodeUnavailable();
      return { kind: 'refused', rc: late.rc, rs: late.message };
    }
    if (frame.kind === 'read') {
      const response = await this.app.inject({
        method: frame.method,
        url: frame.url,
        headers: frame.headers,
      });
      const headers: Record<string, string> = {};
      for (const name of READ_HEADERS) {
        const value = response.headers[name];
        if (typeof value === 'string') headers[name] = value;
      }
      return { kind: 'http', status: response.statusCode, headers, body: response.body };
    }
    const handler = this.originals.get(frame.cmd);
    if (!handler) {
      const unknown = new SenError('unknownCommand');
      return { kind: 'refused', rc: unknown.rc, rs: unknown.message };
    }
    try {
      return { kind: 'data', data: (await handler(frame.params as never, frame.context)) ?? null };
    } catch (error) {
      if (error instanceof SenError) return { kind: 'refused', rc: error.rc, rs: error.message };
      // Stepped down under the call (fenced): the caller asks the new leader (same refId).
      if (!this.options.isLeader()) return { kind: 'notLeader' };
      if (isFailoverError(error)) {
        const unavailable = marketNodeUnavailable();
        return { kind: 'refused', rc: unavailable.rc, rs: unavailable.message };
      }
      throw error;
    }
  }
}
