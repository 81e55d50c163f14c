import type { LocalizedText } from './localized-text.ts';

/** Keys of the order-form messages of spec §5. */
export type OrderValidationKey =
  | 'order.priceInvalid'
  | 'order.volumeInvalid'
  | 'order.symbolInvalid'
  | 'order.priceAboveCeiling'
  | 'order.priceBelowFloor'
  | 'order.typeNotAllowedHsx'
  | 'order.typeNotAllowedHnx'
  | 'order.typeNotAllowedUpcom'
  | 'order.typeNotAllowedDerivatives';

/** Texts of the order-form messages; `{ceiling}` and `{floor}` are screen prices. */
export const ORDER_VALIDATION_MESSAGES: Readonly<Record<OrderValidationKey, LocalizedText>> = {
  'order.priceInvalid': { vi: 'Giá không hợp lệ', en: 'Price is not valid' },
  'order.volumeInvalid': { vi: 'Khối lượng không hợp lệ', en: 'Volume is not valid' },
  'order.symbolInvalid': { vi: 'Mã chứng khoán không hợp lệ', en: 'Symbol is not valid' },
  'order.priceAboveCeiling': {
    vi: 'Giá không được vượt quá giá trần ({ceiling})',
    en: 'Price must not exceed the ceiling ({ceiling})',
  },
  'order.priceBelowFloor': {
    vi: 'Giá không được thấp hơn giá sàn ({floor})',
    en: 'Price must not be below the floor ({floor})',
  },
  'order.typeNotAllowedHsx': {
    vi: 'Sàn HSX không cho phép đặt giá MOK, MAK, PLO',
    en: 'HSX does not allow MOK, MAK or PLO prices',
  },
  'order.typeNotAllowedHnx': {
    vi: 'Sàn HNX không cho phép đặt giá MP',
    en: 'HNX does not allow the MP price',
  },
  'order.typeNotAllowedUpcom': {
    vi: 'Sàn UPCOM không cho phép đặt lệnh thị trường',
    en: 'UPCOM does not allow market prices',
  },
  'order.typeNotAllowedDerivatives': {
    vi: 'Thị trường phái sinh không cho phép đặt giá MP, PLO',
    en: 'The derivatives market does not allow MP or PLO prices',
  },
};
