// POST {bondBase}: a JSON body `{cmd, user, session, data}` answered `{rc, rs, data}` like the
// trading service: bad input is -1 (protocol's badRequest) and changes nothing; the session is
// checked by the identity module; refusals are SenErrors with their codes.
import { GENERAL_MESSAGES } from '@sen/market';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  BOND_COMMANDS,
  decodeBondRequest,
  isBondCommand,
  okReply,
  parseWith,
  protocolErrorReply,
  type TradingReply,
} from '@sen/protocol';
import type { RequestOrigin } from '../audit/audit-trail.ts';
import type { Caller } from '../trading-gateway/command-registry.ts';
import { textBodyChannel } from '../../plugins/errors/text-body-channel.ts';
import { SenError } from '../../plugins/errors/sen-error.ts';
import type { AccountAccess } from '../identity/account-access.ts';
import type { PinGate } from '../orders/pin-gate.ts';
import type { BondService } from './bond-service.ts';

export interface BondRouteDeps {
  service: BondService;
  access: AccountAccess;
  pins: PinGate;
}

const bad = (message: string): TradingReply => ({ ...protocolErrorReply('badRequest', message), data: null });

export async function bondRoutes(app: FastifyInstance, deps: BondRouteDeps): Promise<void> {
  textBodyChannel(app, 'bond');

  const run = async (
    cmd: string,
    data: unknown,
    caller: Caller,
    session: string,
    origin: RequestOrigin,
  ): Promise<unknown> => {
    const { service, access, pins } = deps;
    switch (cmd) {
      case 'BondList':
        return service.list();
      case 'BondQuote':
        return service.quote(data as never);
      case 'BondBuy':
      case 'BondSellBack': {
        const t = data as Parameters<BondService['buy']>[1];
        await access.requireActive(caller, t.subAcntNo);
        await pins.verify(caller, session, t.pin);
        return cmd === 'BondBuy' ? service.buy(caller, t, origin) : service.sellBack(caller, t, origin);
      }
      case 'BondHoldings':
      case 'BondOrders':
      case 'BondCashflows': {
        const d = data as { subAcntNo: string; limit?: number };
        await access.requireOwn(caller, d.subAcntNo);
        if (cmd === 'BondHoldings') return service.holdings(d.subAcntNo);
        if (cmd === 'BondOrders') return service.orders(d.subAcntNo, d.limit ?? 100);
        return service.cashflows(d.subAcntNo);
      }
      default:
        throw new SenError('unknownCommand');
    }
  };

  app.post('/bond', async (request: FastifyRequest): Promise<TradingReply> => {
    // The web's channel, like a trading envelope's default; received by the server's clock as the gateway's.
    const origin: RequestOrigin = {
      channel: 'W',
      clientAddress: request.ip,
      device: String(request.headers['user-agent'] ?? ''),
      receivedAt: Date.now(),
    };
    const decoded = decodeBondRequest(typeof request.body === 'string' ? request.body : '');
    if (!decoded.ok) return bad(decoded.error);
    const { cmd, user, session } = decoded.value;
    if (!isBondCommand(cmd)) return { ...protocolErrorReply('unknownCommand'), data: null };
    try {
      // The session before the data, as the trading gateway: a caller without one learns nothing
      // about a command's schema.
      const caller = await app.sessions.check(user, session);
      const data = parseWith(BOND_COMMANDS[cmd].data, decoded.value.data);
      if (!data.ok) return bad(data.error);
      return okReply(await run(cmd, data.value, caller, session, origin));
    } catch (error) {
      if (error instanceof SenError) return { rc: error.rc, rs: error.message, data: null };
      request.log.error({ err: error }, 'bond command failed');
      return { rc: -1, rs: GENERAL_MESSAGES.genericError.vi, data: null };
    }
  });
}
