import { describe, expect, it } from 'vitest';
import { parseSettings } from './settings-schema';

describe('parseSettings', () => {
  it.each([
    ['absent', null, { typeIndex: 1, indHid: [], lang: 'vi', theme: 'dark' }],
    ['not JSON', '{oops', { typeIndex: 1, indHid: [], lang: 'vi', theme: 'dark' }],
    [
      'complete',
      '{"typeIndex":3,"indHid":["10",2],"lang":"en","theme":"light"}',
      { typeIndex: 3, indHid: ['10', '2'], lang: 'en', theme: 'light' },
    ],
    ['out of range', '{"typeIndex":7,"lang":"fr"}', { typeIndex: 1, indHid: [], lang: 'vi', theme: 'dark' }],
    ['partial', '{"typeIndex":2}', { typeIndex: 2, indHid: [], lang: 'vi', theme: 'dark' }],
    ['an array', '[1,2]', { typeIndex: 1, indHid: [], lang: 'vi', theme: 'dark' }],
  ])('%s', (_name, raw, expected) => {
    expect(parseSettings(raw)).toEqual(expected);
  });
});
