import { describe, expect, it } from 'vitest';
import { parseSettings } from './settings-schema';

describe('parseSettings', () => {
  it.each([
    [
      'absent',
      null,
      { typeIndex: 1, indHid: [], lang: 'vi', theme: 'dark', confirmOrders: true, headerCollapsed: false },
    ],
    [
      'not JSON',
      '{oops',
      { typeIndex: 1, indHid: [], lang: 'vi', theme: 'dark', confirmOrders: true, headerCollapsed: false },
    ],
    [
      'complete',
      '{"typeIndex":3,"indHid":["10",2],"lang":"en","theme":"light","confirmOrders":false,"headerCollapsed":true}',
      {
        typeIndex: 3,
        indHid: ['10', '2'],
        lang: 'en',
        theme: 'light',
        confirmOrders: false,
        headerCollapsed: true,
      },
    ],
    [
      'out of range',
      '{"typeIndex":7,"lang":"fr"}',
      { typeIndex: 1, indHid: [], lang: 'vi', theme: 'dark', confirmOrders: true, headerCollapsed: false },
    ],
    [
      'partial',
      '{"typeIndex":2}',
      { typeIndex: 2, indHid: [], lang: 'vi', theme: 'dark', confirmOrders: true, headerCollapsed: false },
    ],
    [
      'confirmation not a boolean',
      '{"confirmOrders":"no"}',
      { typeIndex: 1, indHid: [], lang: 'vi', theme: 'dark', confirmOrders: true, headerCollapsed: false },
    ],
    [
      'an array',
      '[1,2]',
      { typeIndex: 1, indHid: [], lang: 'vi', theme: 'dark', confirmOrders: true, headerCollapsed: false },
    ],
  ])('%s', (_name, raw, expected) => {
    expect(parseSettings(raw)).toEqual(expected);
  });
});
