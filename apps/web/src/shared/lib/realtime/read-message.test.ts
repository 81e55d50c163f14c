import { readPublicMessage } from '@sen/protocol';
import { describe, expect, it } from 'vitest';
import { EVENT_KEY, readMessage, withEvent } from './read-message';
import { FULL_TRADE } from './test-socket';

const trade = FULL_TRADE;

describe('read once in the realtime host', () => {
  it('attaches the canonical event, which readMessage then returns without parsing', () => {
    const sent = withEvent(trade);
    const expected = readPublicMessage({ data: trade });
    expect(expected.ok).toBe(true);
    expect(sent[EVENT_KEY]).toEqual(expected.ok && expected.value);
    expect(readMessage(sent)).toEqual(expected);
    // A planted event is what readMessage returns: proof that it does not parse again.
    expect(readMessage({ ...trade, [EVENT_KEY]: { type: 'status' } })).toEqual({
      ok: true,
      value: { type: 'status' },
    });
  });

  it('passes an unreadable message on as it came, without an event its sender put there', () => {
    const broken = { id: 3220, sym: 'FPT', [EVENT_KEY]: { type: 'trade', trade: { price: 1 } } };
    const sent = withEvent(broken);
    expect(EVENT_KEY in sent).toBe(false);
    expect(sent).toEqual({ id: 3220, sym: 'FPT' });
    expect(readMessage(sent).ok).toBe(false);
    const plain = { id: 3220, sym: 'FPT' };
    expect(withEvent(plain)).toBe(plain);
  });

  it('reads a message that did not come through the host', () => {
    expect(readMessage(trade)).toEqual(readPublicMessage({ data: trade }));
  });
});
