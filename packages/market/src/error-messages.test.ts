import { describe, expect, it } from 'vitest';
import { GENERAL_MESSAGES, errorMessage, isSessionError } from './error-messages.ts';
import { TRADING_ERRORS, TRADING_ERROR_CODES, tradingError } from './trading-errors.ts';

describe('trading error catalogue (spec §8)', () => {
  const specCodes = [
    -6004, -6007, -6012, -6013, -6014, -6015, -6016, -6017, -6019, -6020, -6021, -6022, -6023, -6024, -6025,
    -6026, -6027, -6028, -6029, -6030, -6031, -6032, -6033, -6034, -6035, -6036, -6037, -6038, -6039, -6041,
    -6043, -6045, -6046, -6047, -6048, -6666, -6667, -6668, -6669, -6670, -6671, -8001, -8002, -8003, -8004,
    -8005, -8006, -8007, -8008, -8009, -8010, -8011, -8012, -8013, -8014, -8015, -8016, -9998, -9999, -9001,
    -9501, -9502, -8,
  ];
  const senCodes = [
    -8101, -8102, -8103, -8104, -8105, -8106, -8107, -8108, -8109, -8110, -8111, -8112, -8201, -8202, -8203,
    -8204, -8205, -8206, -8207, -8208, -8209, -8210, -8121, -8122, -8123, -8124,
    // the bond desk (trading-errors-bonds.ts)
    -8601, -8602, -8603, -8604, -8605,
    // money movements (trading-errors-money.ts)
    -8501, -8502, -8503, -8504, -8505,
    // bank transfers (trading-errors-bank.ts)
    -8701, -8702, -8703, -8704, -8705, -8706,
    // rights registration (trading-errors-corporate.ts)
    -9101, -9102, -9103,
    // margin lending (trading-errors-margin.ts)
    -8351, -8352, -8353, -8354,
    // opening an account (trading-errors-open-account.ts)
    -8141, -8142, -8143, -8144, -8145, -8146, -8147,
    // price alerts (trading-errors-alerts.ts)
    -8801, -8802, -8803,
  ];
  it.each([...specCodes, ...senCodes])('has %d in both languages', (code) => {
    const entry = tradingError(code);
    expect(entry?.vi).toBeTruthy();
    expect(entry?.en).toBeTruthy();
  });
  it('has each code and key once', () => {
    expect(TRADING_ERRORS).toHaveLength(specCodes.length + senCodes.length);
    expect(new Set(TRADING_ERRORS.map((error) => error.key)).size).toBe(specCodes.length + senCodes.length);
  });
  it('names codes for callers', () => {
    expect(TRADING_ERROR_CODES.insufficientBuyingPower).toBe(-6012);
    expect(TRADING_ERROR_CODES.exceedsDerivativeVolume).toBe(-6034);
    expect(tradingError('-6030')?.key).toBe('userCannotViewAccount');
    expect(TRADING_ERROR_CODES.watchlistFull).toBe(-8207);
    expect(tradingError(-8210)?.en).toBe('A pinned code must be in the category: {name}');
  });
});

describe('errorMessage lookup order', () => {
  it.each([
    [{ messageNo: -6012 }, 'en', 'Insufficient buying power'],
    [{ messageNo: -6012, message: 'server text' }, 'vi', 'Sức mua không đủ'],
    [{ messageNo: '-8005' }, 'vi', 'Mã PIN không đúng'],
    [{ messageNo: -1234, message: 'Lệnh bị từ chối bởi sở' }, 'en', 'Lệnh bị từ chối bởi sở'],
    [{ message: 'noData' }, 'en', 'No data found!'],
    [{ message: 'noData' }, 'vi', 'Không có dữ liệu!'],
    [{ messageNo: -1234 }, 'en', 'Error'],
    [{ messageNo: -1234, message: '  ' }, 'vi', 'Lỗi'],
    [{}, 'en', 'An error occurred, try again later'],
    [
      { messageNo: -8102, message: 'Đăng nhập sai nhiều lần, vui lòng thử lại sau 30 giây' },
      'en',
      'Too many failed logins, try again in 30 seconds',
    ],
    [{ messageNo: -8103, message: 'Tạm khóa' }, 'en', 'Tạm khóa'],
    [
      { messageNo: -8121, message: 'Mã PIN tạm khóa do nhập sai nhiều lần, thử lại sau 15 phút' },
      'en',
      'The PIN is locked after too many wrong tries, try again in 15 minutes',
    ],
    [
      { messageNo: -8121, message: 'Mã PIN tạm khóa do nhập sai nhiều lần, thử lại sau 15 phút' },
      'vi',
      'Mã PIN tạm khóa do nhập sai nhiều lần, thử lại sau 15 phút',
    ],
    [{ messageNo: -8122, message: 'x 42 y' }, 'en', 'Too many attempts, try again in 42 seconds'],
    [
      { messageNo: -8123, message: '' },
      'en',
      'The OTP code is void after too many wrong tries, request a new one',
    ],
    [{ messageNo: null, message: null }, 'vi', 'Có lỗi xảy ra, vui lòng thử lại sau'],
  ] as const)('%j in %s -> %s', (reply, language, text) => {
    expect(errorMessage(reply, language)).toBe(text);
  });
  it('keeps the spec general texts', () => {
    expect(GENERAL_MESSAGES.unknownError.en).toBe('Unknown error!');
    expect(GENERAL_MESSAGES.sessionClosed.en).toBe('Your session is closed, please re-login.');
  });
});

describe('isSessionError', () => {
  it.each([
    ['Invalid session', undefined, true],
    ['com.x.InvalidSessionException: gone', undefined, true],
    ['NotLoginException', undefined, true],
    ['Not logged in', undefined, true],
    ['Insufficient buying power', undefined, false],
    [null, 401, true],
    ['', 500, false],
  ])('%s (%s) -> %s', (message, status, expected) => {
    expect(isSessionError(message, status)).toBe(expected);
  });
});
