import { describe, expect, it } from 'vitest';
import { isClientRoute } from './spa-fallback.ts';

describe('isClientRoute', () => {
  it.each([
    ['GET', '/', true],
    ['GET', '/home/bang-gia/vn30', true],
    ['HEAD', '/bang-gia?x=1', true],
    ['GET', '/home/bang-gia/nganh-bds', true],
    ['GET', '/board/unknownPath', false],
    ['GET', '/board', false],
    ['GET', '/info/stockNews.pt', false],
    ['GET', '/trading/x', false],
    ['GET', '/ops/open-account', false],
    ['GET', '/socket.io/', false],
    ['GET', '/assets/missing.js', false],
    ['GET', '/favicon.ico', false],
    ['POST', '/home', false],
    ['GET', '/boardroom', true],
    ['GET', '/getlistindexdetail/', false],
    ['GET', '/getliststockdata', false],
    ['GET', '/getliststockdata/99/99/9999', false],
    ['GET', '/datafeed/nope', false],
    ['GET', '/getlistindexdetailx', true],
  ])('%s %s -> %s', (method, url, expected) => {
    expect(isClientRoute(method, url)).toBe(expected);
  });
});
