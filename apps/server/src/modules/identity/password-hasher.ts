// Passwords and PINs are stored only as argon2id hashes (@node-rs/argon2, OWASP parameters).
import { hash, verify, type Algorithm } from '@node-rs/argon2';

const ARGON2ID = 2 as Algorithm;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** A real argon2id hash of a random string: checking against it costs what a real check costs, so an
 * unknown user answers in the same time as a known one (login, first login). */
export const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$KlzJCjKPI9eIFXXiy7OB4A$3lmpLd3++406tdZyVdOC9UDNtIUhaxn8hFYhwUuAIMg';

export function hashSecret(secret: string): Promise<string> {
  return hash(secret, OPTIONS);
}

/** False for a wrong secret or a malformed hash; never throws on user input. */
export async function verifySecret(hashed: string, secret: string): Promise<boolean> {
  try {
    return await verify(hashed, secret);
  } catch {
    return false;
  }
}
