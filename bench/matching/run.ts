// Matching benchmark: limit orders (and the cancels of the flow) per second through one book and
// across a universe, next to hft-limit-order-book on the same stream. `npx tsx bench/matching/run.ts [orders]`.
import { LEVELS, runPeer, runSenBooks, runSenExchange, universe } from './engines.ts';
import { orderStream, type OrderStream } from './order-stream.ts';

const ORDERS = Number(process.argv[2] ?? 1_000_000);
const PEER_ORDERS = Number(process.argv[3] ?? 100_000);
const UNIVERSE = 500;

interface Result {
  orderRate: number;
  opRate: number;
  volume: number;
}

/** CPU seconds of this process (user + system): the machine may be shared, so wall time would overstate the cost. */
function cpuSeconds(): number {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1e6;
}

/** Best of `rounds` runs after a warm-up, timed in CPU seconds. */
function measure(
  name: string,
  stream: OrderStream,
  rounds: number,
  run: (stream: OrderStream) => number,
): Result {
  run(warmup);
  let seconds = Infinity;
  let volume = 0;
  for (let round = 0; round < rounds; round += 1) {
    const start = cpuSeconds();
    volume = run(stream);
    seconds = Math.min(seconds, cpuSeconds() - start);
  }
  const result = { orderRate: stream.orders / seconds, opRate: stream.count / seconds, volume };
  console.log(
    `${name.padEnd(46)} ${format(result.orderRate).padStart(11)} orders/s ${format(result.opRate).padStart(11)} ops/s   matched ${volume.toLocaleString('en-US')}`,
  );
  return result;
}

const format = (rate: number): string => Math.round(rate).toLocaleString('en-US');

const warmup = orderStream(50_000, LEVELS, 20, UNIVERSE, 7);
const single = orderStream(ORDERS, LEVELS, 20, 1, 42);
const spread = orderStream(ORDERS, LEVELS, 20, UNIVERSE, 42);
const peerStream = orderStream(PEER_ORDERS, LEVELS, 20, 1, 42);

console.log(
  `limit orders around a drifting mid, ${LEVELS} price levels, unfilled orders cancelled within 2,000 orders; node ${process.version}; rates per CPU second`,
);
console.log(
  `stream A: ${ORDERS.toLocaleString('en-US')} orders (${single.count.toLocaleString('en-US')} ops); stream B: ${PEER_ORDERS.toLocaleString('en-US')} orders (${peerStream.count.toLocaleString('en-US')} ops)`,
);
measure('A  Sen book + matching (one book)', single, 3, (s) => runSenBooks(s, 1));
measure(`A  Sen books + matching (${UNIVERSE} books)`, spread, 3, (s) => runSenBooks(s, UNIVERSE));
measure('A  Sen exchange facade (one symbol)', single, 3, (s) => runSenExchange(s, universe(1)));
measure(`A  Sen exchange facade (${UNIVERSE} symbols)`, spread, 3, (s) =>
  runSenExchange(s, universe(UNIVERSE)),
);
const bookB = measure('B  Sen book + matching (one book)', peerStream, 3, (s) => runSenBooks(s, 1));
const facadeB = measure('B  Sen exchange facade (one symbol)', peerStream, 3, (s) =>
  runSenExchange(s, universe(1)),
);
const peerB = measure('B  hft-limit-order-book 7 (one book)', peerStream, 1, runPeer);
console.log(
  `ratio on stream B, Sen book / hft-limit-order-book:   ${(bookB.orderRate / peerB.orderRate).toFixed(1)}x`,
);
console.log(
  `ratio on stream B, Sen facade / hft-limit-order-book: ${(facadeB.orderRate / peerB.orderRate).toFixed(1)}x`,
);
if (bookB.volume !== peerB.volume || facadeB.volume !== bookB.volume)
  console.log('WARNING: the engines matched different volumes on stream B');
