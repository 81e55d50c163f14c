import { describe, expect, it } from 'vitest';
import { serverNodeFlags } from '../../scripts/lib/server-flags.mjs';

describe('the server’s Node flags', () => {
  it('give V8’s collector the cores the event loop and the order writer leave, one to four', () => {
    expect([1, 2, 3, 4, 5, 6, 32].map((cores) => serverNodeFlags(cores))).toEqual([
      ['--v8-pool-size=1'],
      ['--v8-pool-size=1'],
      ['--v8-pool-size=1'],
      ['--v8-pool-size=2'],
      ['--v8-pool-size=3'],
      ['--v8-pool-size=4'],
      ['--v8-pool-size=4'],
    ]);
  });
});
