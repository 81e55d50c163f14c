import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import { orderSignature, orderSignatureString, verifyOrderSignature } from './order-signature.ts';

const order = { price: 25300, side: 'B' as const, volume: 100, account: '0001', symbol: 'fpt', refId: 'r1' };

describe('order signature', () => {
  it('hashes the canonical string', () => {
    expect(orderSignatureString(order)).toBe('25300|B|100|0001|FPT|r1');
    expect(orderSignature(order)).toBe(bytesToHex(sha256(utf8ToBytes('25300|B|100|0001|FPT|r1'))));
    expect(orderSignature(order)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('matches the known SHA-256 of a fixed string', () => {
    // sha256("abc") test vector guards against a wrong hash import.
    expect(bytesToHex(sha256(utf8ToBytes('abc')))).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });

  it('accepts order-type prices and verifies', () => {
    const ato = { ...order, price: 'ATO' };
    expect(orderSignatureString(ato)).toBe('ATO|B|100|0001|FPT|r1');
    expect(verifyOrderSignature(ato, orderSignature(ato))).toBe(true);
    expect(verifyOrderSignature({ ...ato, volume: 200 }, orderSignature(ato))).toBe(false);
  });

  it('rejects malformed fields', () => {
    expect(() => orderSignature({ ...order, volume: -1 })).toThrow();
    expect(() => orderSignature({ ...order, price: 25.3 })).toThrow();
    expect(verifyOrderSignature({ ...order, symbol: 'F P T' }, 'x')).toBe(false);
  });
});
