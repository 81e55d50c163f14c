// The realtime gateway (ARCHITECTURE §5): a Socket.IO v4 server on the HTTP server, accepting
// socket.io 2 clients too (Engine.IO v3), on the namespaces `/` and `/ps` (the family's SBSI copy).
// Clients send `regs` frames; public market messages go out on `public` (and, for clients of the
// datafeed family, on per-kind events: family-feed.ts) through the fan-out, private ones on
// `private` through the Socket.IO adapter.
import type { Server as HttpServer } from 'node:http';
import { senErrorText } from '@sen/market';
import {
  BATCHED_FRAMES_AUTH,
  errorFrame,
  parseClientFrame,
  PRIVATE_EVENT,
  PUBLIC_EVENT,
  REGS_EVENT,
} from '@sen/protocol';
import { Server } from 'socket.io';
import { batchTransportWrites } from './batched-writes.ts';
import { ClientSession } from './client-session.ts';
import { FAMILY_NAMESPACE, familyPingReply } from './family-feed.ts';
import { FanOut, type FamilyPart } from './fan-out.ts';
import { isOriginAllowed } from './origin-policy.ts';
import { answerPrivate, NO_PRIVATE_SOURCES, type PrivateSources } from './private-answers.ts';
import { PrivateChannel } from './private-channel.ts';
import { SocketWriters } from './socket-writers.ts';
import { guardUpgrades } from './upgrade-guard.ts';
import type { PublicMessage } from './public-message.ts';
import type { RealtimeConfig } from './realtime-config.ts';
import { handleRegs, type RegsContext } from './regs-handler.ts';
import type { SessionValidator } from './session-validator.ts';

export interface PublicSnapshots {
  /** 10-level depth of one side as message 3211, undefined for an unknown symbol. */
  depth(symbol: string, side: 'B' | 'S'): PublicMessage | undefined;
  /** Whether a symbol is listed (a join of unlisted symbols only is refused); absent, all are. */
  knowsSymbol?(symbol: string): boolean;
  /** Market time, ISO 8601 with offset, for ping answers. */
  marketTime(): string;
  /** Market time of day, `HH:mm:ss`, for the family's ping answers. */
  marketClockTime?(): string;
}

export interface GatewayLogger {
  warn(details: object, message: string): void;
  debug(details: object, message: string): void;
}

export class RealtimeGateway {
  readonly io: Server;
  readonly fanOut: FanOut;
  readonly privateChannel: PrivateChannel;
  /** The socket writer threads the fan-out lends big passes' sockets to. */
  readonly writers: SocketWriters;
  private readonly clients = new Map<string, ClientSession>();
  private privateSources: PrivateSources = NO_PRIVATE_SOURCES;

  constructor(
    httpServer: HttpServer,
    private readonly config: RealtimeConfig,
    private readonly snapshots: PublicSnapshots,
    validator: SessionValidator,
    private readonly log: GatewayLogger,
  ) {
    this.io = new Server(httpServer, {
      path: config.path,
      transports: ['websocket', 'polling'],
      allowEIO3: true,
      pingInterval: config.pingIntervalMs,
      pingTimeout: config.pingIntervalMs * config.missedPingsAllowed,
      maxHttpBufferSize: config.maxIncomingBytes,
      // Per-message deflate is negotiated (browsers offer it) without the server's context
      // takeover, so a compressed frame serves every connection given it: the fan-out compresses
      // only the batch frames of public data it writes to several clients (frame-path.ts). ws and
      // Engine.IO compress nothing themselves (threshold out of reach): no private message is ever
      // compressed (no compression oracle on secrets), and ws never queues frames while deflating.
      perMessageDeflate: {
        threshold: Number.MAX_SAFE_INTEGER,
        serverNoContextTakeover: true,
        clientNoContextTakeover: true,
        zlibInflateOptions: { chunkSize: 1024 },
      },
      serveClient: false,
      // Polling from a page of an allowed origin (public market data is open by default); no
      // credentials: a private registration carries its session in the frame, never a cookie.
      cors: { origin: config.allowedOrigins.includes('*') ? '*' : config.allowedOrigins, credentials: false },
      allowRequest: (req, callback) => {
        const allowed = isOriginAllowed(req, config.allowedOrigins);
        if (!allowed)
          log.warn({ origin: req.headers.origin }, 'realtime handshake refused: origin not allowed');
        callback(allowed ? null : senErrorText('originNotAllowed', 'en'), allowed);
      },
    });
    // A foreign Origin's WebSocket upgrade gets 403 JSON, as a polling handshake does (Engine.IO: 400 HTML).
    guardUpgrades(
      httpServer,
      config.path,
      (req) => isOriginAllowed(req, config.allowedOrigins),
      (req) => log.warn({ origin: req.headers.origin }, 'realtime upgrade refused: origin not allowed'),
    );
    this.writers = new SocketWriters({
      threads: config.socketWriters,
      minClients: config.socketWriterMinClients,
      ...(config.socketWriterChunk === undefined ? {} : { chunkSize: config.socketWriterChunk }),
    });
    this.fanOut = new FanOut({
      flushDelayMs: config.flushDelayMs,
      stampSendTime: config.stampSendTime,
      writers: this.writers,
    });
    this.privateChannel = new PrivateChannel(this.io, validator, ['/', FAMILY_NAMESPACE]);
    // Every Socket.IO packet a connection sends counts, also those no socket sees (a namespace
    // connect the server refuses, an ack of nothing), and the pings of Engine.IO 3 clients (each
    // answered): past twice the frame limit (its two namespaces' frames) and a few connects, the
    // connection is closed, its answers discarded; after this turn, so that a socket over its own
    // frame limit first tells its client so.
    const maxPackets = 2 * config.maxFramesPer10s + PACKET_SLACK;
    this.io.engine.on('connection', (conn: EngineConnection) => {
      const admit = frameWindow(maxPackets);
      let closing = false;
      conn.on('packet', (packet) => {
        if ((packet.type !== 'message' && packet.type !== 'ping') || admit() || closing) return;
        closing = true;
        setImmediate(() => conn.close(true));
      });
    });
    this.io.on('connection', (socket) => this.accept(new ClientSession(socket, config)));
    this.io.of(FAMILY_NAMESPACE).on('connection', (socket) => this.accept(new ClientSession(socket, config)));
  }

  /** Identity and the market plug in what ListAccount and getSymbolInfo answer with. */
  usePrivateSources(sources: PrivateSources): void {
    this.privateSources = sources;
  }

  get clientCount(): number {
    return this.clients.size;
  }

  /** Queues a public message for a room (symbol, `ODD_HSX`, `SYM,S`) or everyone (room null). */
  publish(room: string | null, message: PublicMessage, family?: FamilyPart): void {
    this.fanOut.publish(room, message, false, family);
  }

  /** False when no client here (nor, when relaying, elsewhere) joined the room. */
  wants(room: string): boolean {
    return this.fanOut.wants(room);
  }

  /** False when no family client here (nor, when relaying, elsewhere) would receive the room's messages. */
  wantsFamily(room: string | null): boolean {
    return this.fanOut.wantsFamily(room);
  }

  /** Disconnects every client and stops the engine; the HTTP server is Fastify's to close. */
  async close(): Promise<void> {
    this.fanOut.close();
    await this.writers.close();
    this.io.local.disconnectSockets(true);
    this.io.engine.close();
    await this.io.of('/').adapter.close();
  }

  private accept(client: ClientSession): void {
    // The family's clients: socket.io 2 (Engine.IO 3) and the SBSI copy's namespace.
    const engineProtocol = (client.socket.conn as unknown as { protocol?: number }).protocol;
    client.family = client.namespace === FAMILY_NAMESPACE || engineProtocol === 3;
    client.batched = !client.family && isBatchedFramesAuth(client.socket.handshake.auth);
    batchTransportWrites(client.socket.conn);
    this.clients.set(client.id, client);
    this.fanOut.add(client);
    const context = this.regsContext();
    // Frames of one client are handled in order, also across an asynchronous registration.
    let queue: Promise<void> = Promise.resolve();
    // Every event counts, `regs` or not: an unknown event is answered too, so it is no way around the limit.
    const admit = frameWindow(this.config.maxFramesPer10s);
    client.socket.use(([event], next) => {
      if (!admit()) {
        if (!client.socket.connected) return;
        this.sendError(client, senErrorText('tooManyFrames', 'en', { max: this.config.maxFramesPer10s }));
        client.socket.disconnect(true);
      } else if (event === REGS_EVENT) next();
      else
        this.sendError(
          client,
          senErrorText('unknownEvent', 'en', { event: String(event).slice(0, 32), regs: REGS_EVENT }),
        );
    });
    client.socket.on(REGS_EVENT, (raw: unknown) => {
      queue = queue.then(() => this.onRegs(client, raw, context));
    });
    client.socket.on('disconnect', () => {
      this.clients.delete(client.id);
      this.fanOut.remove(client);
    });
  }

  private async onRegs(client: ClientSession, raw: unknown, context: RegsContext): Promise<void> {
    const parsed = parseClientFrame(raw);
    if (!parsed.ok) {
      this.sendError(client, parsed.error);
      return;
    }
    // A frame naming its symbols with `list` (the VPS copy) asks for the family's per-kind events.
    if ('listKey' in parsed.value && parsed.value.listKey === true) this.fanOut.makeFamily(client);
    try {
      const refused = await handleRegs(parsed.value, client, context);
      if (refused !== undefined) this.sendError(client, refused);
    } catch (error) {
      this.log.warn({ err: error, socket: client.id }, 'realtime frame failed');
      this.sendError(client, senErrorText('frameFailed', 'en'));
    }
  }

  /** Error frame on `private` once the client registered, else on `public`. */
  private sendError(client: ClientSession, message: string): void {
    this.log.debug({ socket: client.id, message }, 'realtime frame refused');
    client.socket.emit(
      this.privateChannel.isRegistered(client) ? PRIVATE_EVENT : PUBLIC_EVENT,
      errorFrame(message),
    );
  }

  private regsContext(): RegsContext {
    return {
      join: (client, room) => this.fanOut.join(client, room),
      leave: (client, room) => this.fanOut.leave(client, room),
      sendDepthSnapshot: (client, symbol, side) => {
        const message = this.snapshots.depth(symbol, side);
        if (message === undefined) return false;
        this.fanOut.sendTo(client, `${symbol},${side}`, message);
        return true;
      },
      knowsSymbol: (symbol) => this.snapshots.knowsSymbol?.(symbol) ?? true,
      answerPing: (client, mode) => {
        // Mode `sync`: the answer carries the market time, the client's clock source (ARCHITECTURE §3).
        const marketTime = this.snapshots.marketTime();
        const reply = client.family
          ? familyPingReply(mode, this.snapshots.marketClockTime?.() ?? marketTime.slice(11, 19), marketTime)
          : { action: 'ping', mode, data: marketTime };
        client.socket.emit(this.privateChannel.isRegistered(client) ? PRIVATE_EVENT : PUBLIC_EVENT, reply);
      },
      register: (client, user, session) => this.privateChannel.register(client, user, session),
      answerPrivate: (client, request) =>
        answerPrivate(client, request, this.privateChannel.isRegistered(client), this.privateSources),
      limits: {
        maxSymbolsPerClient: this.config.maxSymbolsPerClient,
        maxDepthStreamsPerClient: this.config.maxDepthStreamsPerClient,
      },
    };
  }
}

/** Packets beyond twice the frame limit a connection may send in 10 s (its namespace connects). */
const PACKET_SLACK = 16;

/** What the packet limit reads of an Engine.IO connection. */
interface EngineConnection {
  on(event: 'packet', listener: (packet: { type: string }) => void): unknown;
  close(discard: boolean): unknown;
}

/** Counts arrivals in windows of 10 s: the returned function is false once more than `max` came in the window. */
function frameWindow(max: number): () => boolean {
  let windowStart = Date.now();
  let count = 0;
  return () => {
    const now = Date.now();
    if (now - windowStart >= 10_000) {
      windowStart = now;
      count = 0;
    }
    count += 1;
    return count <= max;
  };
}

/** Whether a handshake's `auth` asks for `publics` batch frames (protocol's BATCHED_FRAMES_AUTH). */
function isBatchedFramesAuth(auth: unknown): boolean {
  return (auth as { frames?: unknown } | undefined)?.frames === BATCHED_FRAMES_AUTH.frames;
}
