import { describe, expect, it } from 'vitest';
import { parseCommandParams } from './command.ts';
import { contactCommand, openAccountCommand } from './identity.ts';
import { loginCommand } from './login.ts';
import { addWatchlistCommand, renameWatchlistCommand } from './watchlists.ts';
import { nameText } from './plain-text.ts';

// U+202A-U+202E (embeddings, overrides) and U+2066-U+2069 (isolates)
const BIDI = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069'];
const account = (p1: string) => ({
  cmd: 'OpenAccount',
  p1,
  p2: '001090000001',
  p3: '0912345678',
  p4: 'a@b.vn',
  p5: 'HN',
  p6: 'HO',
});

describe('names without bidirectional controls', () => {
  it.each(BIDI.map((c) => [c.codePointAt(0)?.toString(16), c]))(
    'refuses U+%s in names of accounts, contacts and watchlists',
    (_hex, control) => {
      const name = `Nguyễn ${control}nav.exe`;
      expect(nameText(64).safeParse(name).success).toBe(false);
      expect(parseCommandParams(openAccountCommand, account(name)).ok).toBe(false);
      expect(
        parseCommandParams(contactCommand, { cmd: 'Contact', p1: name, p2: 'a@b.vn', p4: 'x', p5: 'y' }).ok,
      ).toBe(false);
      expect(
        parseCommandParams(contactCommand, { cmd: 'Contact', p1: 'A', p2: 'a@b.vn', p4: name, p5: 'y' }).ok,
      ).toBe(false);
      expect(parseCommandParams(addWatchlistCommand, { cmd: 'AddWatchlist', p1: name }).ok).toBe(false);
      expect(
        parseCommandParams(renameWatchlistCommand, { cmd: 'RenameWatchlist', p1: 'abc', p2: name }).ok,
      ).toBe(false);
    },
  );

  it('keeps Vietnamese names and other scripts', () => {
    expect(parseCommandParams(openAccountCommand, account('Phạm Văn Mới')).ok).toBe(true);
    expect(nameText(64).safeParse('محمد علي').success).toBe(true);
  });

  it('takes an outbox key of 16-64 URL-safe characters on Login', () => {
    const login = (p7: string) =>
      parseCommandParams(loginCommand, { cmd: 'Web.sCheckLogin', p1: 'a', p2: 'b', p3: 'W', p7 }).ok;
    expect(login('0123456789abcdef')).toBe(true);
    expect(login('short')).toBe(false);
    expect(login('x'.repeat(65))).toBe(false);
  });
});
