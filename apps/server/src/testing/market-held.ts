// Holds the simulated market still while a test reads what must be the same before and after a
// refused command ("changes nothing"): a margin account's figures are valued at the market's live
// prices, so a tick between the two reads changes them though the command changed nothing.
import type { FastifyInstance } from 'fastify';

export async function withMarketHeld<T>(app: FastifyInstance, run: () => Promise<T>): Promise<T> {
  app.market.stop();
  try {
    return await run();
  } finally {
    app.market.start();
  }
}
