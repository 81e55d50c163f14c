// The guess counter's claims are atomic on SQLite and PostgreSQL: of 100 attempts claimed at once,
// no more than the rules allow get through; a success resets only its own claim's state, else gives
// its claim back; parallel right secrets all pass, wrong ones mixed in stay within the limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases, type TestDatabase } from '../../plugins/storage/test-databases.ts';
import {
  GuessCounter,
  LOGIN_COLUMNS,
  PIN_COLUMNS,
  TOTP_COLUMNS,
  type GuessColumns,
} from './guess-counter.ts';
import { LOCK_AFTER_FAILURES, LOGIN_RULES, SECRET_RULES, type GuessRules } from './login-throttle.ts';
import { testCustomerRow } from './test-customer-row.ts';

describe.each(testDatabases())('guess counter on %s', (_kind, open) => {
  let t: TestDatabase;
  let id: number;
  const now = () => 1_000_000;
  beforeAll(async () => {
    t = await open();
    const row = await t.db
      .insertInto('customers')
      .values(testCustomerRow('guess', { full_name: 'Guess', email: 'g@x.vn' }))
      .returning('id')
      .executeTakeFirstOrThrow();
    id = row.id;
  });
  afterAll(async () => t.drop());

  it('lets at most 5 of 100 parallel PIN attempts through, then the PIN is locked', async () => {
    const pins = new GuessCounter(t.db, PIN_COLUMNS, SECRET_RULES, now);
    const claims = await Promise.all(Array.from({ length: 100 }, () => pins.claim(id)));
    expect(claims.filter((claim) => claim.ok)).toHaveLength(LOCK_AFTER_FAILURES);
    expect(claims.filter((claim) => claim.ok && claim.locksNow)).toHaveLength(1);
    expect(await pins.claim(id)).toEqual({ ok: false, refusal: { kind: 'locked', minutes: 15 } });
  });

  it('slows logins down from the third parallel attempt', async () => {
    const logins = new GuessCounter(t.db, LOGIN_COLUMNS, LOGIN_RULES, now);
    const claims = await Promise.all(Array.from({ length: 100 }, () => logins.claim(id)));
    expect(claims.filter((claim) => claim.ok)).toHaveLength(3);
    expect(await logins.claim(id)).toEqual({ ok: false, refusal: { kind: 'slow', seconds: 5 } });
  });

  it('resets on a success only when no attempt was claimed since, else gives its claim back', async () => {
    await t.db
      .updateTable('customers')
      .set({ failed_logins: 0, retry_after: 0 })
      .where('id', '=', id)
      .execute();
    const logins = new GuessCounter(t.db, LOGIN_COLUMNS, LOGIN_RULES, now);
    const first = await logins.claim(id);
    const second = await logins.claim(id);
    if (!first.ok || !second.ok) throw new Error('both claims should pass');
    await logins.succeeded(id, first);
    const read = () =>
      t.db.selectFrom('customers').select('failed_logins').where('id', '=', id).executeTakeFirstOrThrow();
    expect((await read()).failed_logins).toBe(1);
    await logins.succeeded(id, second);
    expect((await read()).failed_logins).toBe(0);
  });

  /** A counter of `columns` back at zero, `before` wrong attempts claimed, then the right one's claim. */
  const rightAfter = async (columns: GuessColumns, rules: GuessRules, before: number) => {
    await t.db
      .updateTable('customers')
      .set({ [columns.failures]: 0, [columns.retryAfter]: 0, [columns.lockedUntil]: 0 })
      .where('id', '=', id)
      .execute();
    const counter = new GuessCounter(t.db, columns, rules, now);
    for (let k = 0; k < before; k += 1) expect((await counter.claim(id)).ok).toBe(true);
    const right = await counter.claim(id);
    if (!right.ok) throw new Error("the right secret's claim should pass");
    return { counter, right };
  };
  const locked = { ok: false, refusal: { kind: 'locked', minutes: 15 } };

  it('gives back the claim of a right secret that reached the lock while other attempts were refused', async () => {
    // The right PIN's claim is the fifth: it locks, and while it is checked another attempt is refused.
    const { counter: pins, right } = await rightAfter(PIN_COLUMNS, SECRET_RULES, LOCK_AFTER_FAILURES - 1);
    expect(right.locksNow).toBe(true);
    expect(await pins.claim(id)).toEqual(locked);
    await pins.succeeded(id, right);
    // The right PIN used up no try, and the burst the refused attempt belonged to gets no fresh
    // allowance: its four wrong ones still count, one more locks.
    const next = await pins.claim(id);
    expect(next).toMatchObject({ ok: true, locksNow: true });
    expect(await pins.claim(id)).toEqual(locked);
  });

  it('lifts the lock on the right secret that reached it when no attempt came meanwhile', async () => {
    const { counter: pins, right } = await rightAfter(PIN_COLUMNS, SECRET_RULES, LOCK_AFTER_FAILURES - 1);
    await pins.succeeded(id, right);
    expect((await pins.claim(id)).ok).toBe(true);
  });

  it('gives back the claim of a right password that reached a slow-down while other attempts were refused', async () => {
    const slow = { ok: false, refusal: { kind: 'slow', seconds: 5 } };
    const { counter: logins, right } = await rightAfter(LOGIN_COLUMNS, LOGIN_RULES, LOGIN_RULES.slowFrom - 1);
    expect(await logins.claim(id)).toEqual(slow);
    await logins.succeeded(id, right);
    // Its own slow-down is lifted; the two wrong ones still count, so the next claim slows down again.
    expect((await logins.claim(id)).ok).toBe(true);
    expect(await logins.claim(id)).toEqual(slow);
  });

  /** A check that answers `right` once the event loop has turned a few times (a slow hash). */
  const slowCheck = (right: boolean) => async () => {
    for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setImmediate(resolve));
    return right;
  };
  const fresh = (columns: GuessColumns) =>
    t.db
      .updateTable('customers')
      .set({ [columns.failures]: 0, [columns.retryAfter]: 0, [columns.lockedUntil]: 0 })
      .where('id', '=', id)
      .execute();
  const stateOf = (columns: GuessColumns) =>
    t.db
      .selectFrom('customers')
      .select([columns.failures, columns.retryAfter, columns.lockedUntil])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it.each([
    ['PIN', PIN_COLUMNS, SECRET_RULES],
    ['authenticator code', TOTP_COLUMNS, SECRET_RULES],
    ['password', LOGIN_COLUMNS, LOGIN_RULES],
  ] as const)(
    'lets 20 parallel right %s attempts all pass, using up no try',
    async (_name, columns, rules) => {
      await fresh(columns);
      const counter = new GuessCounter(t.db, columns, rules, now);
      const attempts = await Promise.all(
        Array.from({ length: 20 }, () => counter.attempt(id, slowCheck(true))),
      );
      expect(attempts).toEqual(Array.from({ length: 20 }, () => ({ kind: 'right' })));
      // Nothing counted, no lock, no slow-down.
      expect(Object.values(await stateOf(columns)).map(Number)).toEqual([0, 0, 0]);
    },
  );

  /** A second node on the same database: its own Kysely object, so its own attempts under way. */
  const otherNode = (otherNodes: boolean) =>
    new GuessCounter(
      t.db.withPlugin({ transformQuery: (args) => args.node, transformResult: async (args) => args.result }),
      PIN_COLUMNS,
      SECRET_RULES,
      now,
      { otherNodes },
    );
  /**
   * Node A checks the right PIN whose claim reached the lock; node B's right PIN comes meanwhile
   * and is refused by that lock; A's check then ends. What B's attempt ends as.
   */
  const rightOnTwoNodes = async (otherNodes: boolean) => {
    await fresh(PIN_COLUMNS);
    await t.db
      .updateTable('customers')
      .set({ pin_failures: LOCK_AFTER_FAILURES - 1 })
      .where('id', '=', id)
      .execute();
    const nodeA = new GuessCounter(t.db, PIN_COLUMNS, SECRET_RULES, now, { otherNodes });
    let answerA: (right: boolean) => void = () => {};
    let checkingA: () => void = () => {};
    const startedA = new Promise<void>((resolve) => (checkingA = resolve));
    const a = nodeA.attempt(id, () => {
      checkingA();
      return new Promise<boolean>((resolve) => (answerA = resolve));
    });
    await startedA;
    const b = otherNode(otherNodes).attempt(id, async () => true);
    await new Promise((resolve) => setTimeout(resolve, 30));
    answerA(true);
    expect(await a).toEqual({ kind: 'right' });
    return b;
  };

  it('on a database other nodes share, a right PIN refused by a claim under way on another node waits for it and passes', async () => {
    expect(await rightOnTwoNodes(true)).toEqual({ kind: 'right' });
    // Neither right PIN used up a try: the counter starts again, nothing locked.
    expect(Object.values(await stateOf(PIN_COLUMNS)).map(Number)).toEqual([0, 0, 0]);
    // With one server to a database (SQLite), nothing is checked elsewhere: refused at once.
    expect(await rightOnTwoNodes(false)).toEqual({
      kind: 'refused',
      refusal: { kind: 'locked', minutes: 15 },
    });
  });

  it('on a database other nodes share, still refuses while a lock holds: a fresh one after a short wait, an older one at once', async () => {
    await fresh(PIN_COLUMNS);
    const lockMs = SECRET_RULES.lockMs;
    const lockAt = async (claimedMsAgo: number) =>
      t.db
        .updateTable('customers')
        .set({ pin_failures: 0, pin_retry_after: 0, pin_locked_until: now() - claimedMsAgo + lockMs })
        .where('id', '=', id)
        .execute();
    const refusedIn = async () => {
      const started = Date.now();
      const attempt = await otherNode(true).attempt(id, async () => true);
      return { attempt, ms: Date.now() - started };
    };
    await lockAt(0);
    const fresh1 = await refusedIn();
    expect(fresh1.attempt).toEqual({ kind: 'refused', refusal: { kind: 'locked', minutes: 15 } });
    expect(fresh1.ms).toBeGreaterThanOrEqual(1_000);
    await lockAt(60_000);
    const older = await refusedIn();
    expect(older.attempt).toEqual({ kind: 'refused', refusal: { kind: 'locked', minutes: 14 } });
    expect(older.ms).toBeLessThan(1_000);
  });

  it('checks at most 5 wrong PINs of 120 sent at once, 20 right ones among them', async () => {
    await fresh(PIN_COLUMNS);
    const pins = new GuessCounter(t.db, PIN_COLUMNS, SECRET_RULES, now);
    const checked: boolean[] = [];
    const check = (right: boolean) => async () => {
      const answer = await slowCheck(right)();
      checked.push(answer);
      return answer;
    };
    const burst = Array.from({ length: 120 }, (_, k) => k % 6 === 0);
    const attempts = await Promise.all(burst.map((right) => pins.attempt(id, check(right))));
    expect(checked.filter((right) => !right).length).toBeLessThanOrEqual(LOCK_AFTER_FAILURES);
    expect(attempts.filter((attempt) => attempt.kind === 'wrong')).toHaveLength(
      checked.filter((right) => !right).length,
    );
    expect(attempts.filter((attempt) => attempt.kind === 'right')).toHaveLength(
      checked.filter(Boolean).length,
    );
    expect(attempts.filter((attempt) => attempt.kind === 'refused').length).toBe(120 - checked.length);
  });
});
