import { describe, expect, it } from 'vitest';
import { joinUrl } from './fetch-json';

describe('joinUrl', () => {
  it.each([
    ['/board', 'getlistallstock', '/board/getlistallstock'],
    ['/board/', '/getlistallstock', '/board/getlistallstock'],
    ['http://h:1/info', 'worldIndex', 'http://h:1/info/worldIndex'],
  ])('%s + %s', (base, path, expected) => {
    expect(joinUrl(base, path)).toBe(expected);
  });
});
