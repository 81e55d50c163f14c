import { describe, expect, it } from 'vitest';
import { parseSettings } from './settings-schema';

describe('parseSettings', () => {
  it.each([
    ['absent', null, { typeIndex: 1, indHid: [], lang: 'vi', theme: 'dark', confirmOrders: true }],
    ['not JSON', '{oops', { typeIndex: 1, indHid: [], lang: 'vi', theme: 'dark', confirmOrders: true }],
    [
      'complete',
      '{"typeIndex":3,"indHid":["10",2],"lang":"en","theme":"light","confirmOrders":false}',
      { typeIndex: 3, indHid: ['10', '2'], lang: 'en', theme: 'light', confirmOrders: false },
    ],
    [
      'out of range',
      '{"typeIndex":7,"lang":"fr"}',
      { typeIndex: 1, indHid: [], lang: 'vi', theme: 'dark', confirmOrders: true },
    ],
    [
      'partial',
      '{"typeIndex":2}',
      { typeIndex: 2, indHid: [], lang: 'vi', theme: 'dark', confirmOrders: true },
    ],
    [
      'confirmation not a boolean',
      '{"confirmOrders":"no"}',
      { typeIndex: 1, indHid: [], lang: 'vi', theme: 'dark', confirmOrders: true },
    ],
    ['an array', '[1,2]', { typeIndex: 1, indHid: [], lang: 'vi', theme: 'dark', confirmOrders: true }],
  ])('%s', (_name, raw, expected) => {
    expect(parseSettings(raw)).toEqual(expected);
  });
});
