/** Length of the client's random ids (spec §9). */
export const RANDOM_ID_LENGTH = 23;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A random id of 23 letters and digits drawn from an injected generator of [0, 1) numbers (a
 * seeded one in tests and the exchange, crypto-backed at the edge).
 * @example randomId(() => 0) === 'AAAAAAAAAAAAAAAAAAAAAAA'
 */
export function randomId(random: () => number, length = RANDOM_ID_LENGTH): string {
  let id = '';
  for (let i = 0; i < length; i += 1) {
    const index = Math.min(ALPHABET.length - 1, Math.floor(random() * ALPHABET.length));
    id += ALPHABET[index];
  }
  return id;
}
