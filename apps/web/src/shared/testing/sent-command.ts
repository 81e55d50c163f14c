// For tests that stub fetch: the trading command a request carried, its parameters named by the
// command's codec (`paramsFromWire`), so tests read `subAccount`, `pin` ... and never the wire's p1..pN.
import { findTradingCommand, paramsFromWire } from '@sen/protocol';

/** A command as a stubbed trading endpoint received it: its name and named parameters. */
export type SentCommand = { cmd: string } & Record<string, unknown>;

/** The named command of a posted trading body (the envelope's `data`). */
export function sentCommand(body: unknown): SentCommand {
  const { data } = JSON.parse(String(body)) as { data: SentCommand };
  const { cmd, ...wire } = data;
  const command = findTradingCommand(cmd);
  return command ? { cmd, ...paramsFromWire(command, wire) } : data;
}
