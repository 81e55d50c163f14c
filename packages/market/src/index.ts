// Pure rules of the Vietnamese market. No I/O, no wall clock, no Math.random.
export * from './markets.ts';
export * from './indexes.ts';
export * from './instruments.ts';
export * from './tick-size.ts';
export * from './price-band.ts';
export * from './lots.ts';
export * from './order-types.ts';
export * from './time-of-day.ts';
export * from './sessions.ts';
export * from './session-rules.ts';
export * from './price-colour.ts';
export * from './format-number.ts';
export * from './format-date.ts';
export * from './trading-calendar.ts';
export * from './futures.ts';
