import { describe, expect, it } from 'vitest';
import { toHttpBody, toRealtimeFrame, toTradingReply } from './channel-replies.ts';
import { toOutcome } from './error-outcome.ts';
import { SenError } from './sen-error.ts';

describe('error outcome', () => {
  it('maps a coded error to every channel', () => {
    const outcome = toOutcome(new SenError('unknownSymbol', { symbol: 'ZZZ' }));
    expect(toHttpBody(outcome)).toEqual({
      statusCode: 404,
      error: 'unknown_symbol',
      message: 'Unknown symbol ZZZ',
    });
    expect(toTradingReply(outcome)).toEqual({
      rc: -6031,
      rs: 'Mã chứng khoán không tồn tại: ZZZ',
      data: null,
    });
    expect(toRealtimeFrame(outcome)).toEqual({ action: 'error', message: 'Unknown symbol ZZZ' });
  });

  it('carries a spec code of the trading channel', () => {
    expect(toTradingReply(toOutcome(SenError.ofCode(-6021)))).toMatchObject({ rc: -6021, data: null });
  });

  it('hides unknown throws and 5xx behind a generic message', () => {
    const outcome = toOutcome(new Error('database password is hunter2'));
    expect(outcome).toMatchObject({ status: 500, internal: true, message: 'Internal server error' });
    expect(toOutcome({ statusCode: 503, message: 'pool exhausted' }).message).toBe('Internal server error');
  });

  it('keeps framework 4xx errors as client errors', () => {
    expect(
      toOutcome({ statusCode: 400, validation: [{}], message: 'querystring/market: unknown market' }),
    ).toMatchObject({ status: 400, code: 'invalid_query', internal: false });
    expect(
      toOutcome({
        statusCode: 415,
        code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE',
        message: 'Unsupported Media Type',
      }),
    ).toMatchObject({ status: 415, code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE' });
  });
});
