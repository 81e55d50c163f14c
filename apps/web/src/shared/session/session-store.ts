// The logged-in session of the client (spec §3 client state, §4 "Session"): token, trading PIN,
// account list (shareholder list) and default account, persisted as local storage `token` and
// `shareHolder`. Any feature reads it; only auth writes it. A session error ends it and raises
// the lost-session flag that opens the session-expired modal.
import {
  sessionTokenSchema,
  tradingAccountSchema,
  type SessionToken,
  type TradingAccount,
} from '@sen/protocol';
import type { $ZodType, output } from 'zod/v4/core';
import * as z from 'zod/mini';
import { createStore } from '@/shared/lib/create-store';

export const TOKEN_KEY = 'token';
export const SHARE_HOLDER_KEY = 'shareHolder';
export const TTL_KEY = 'ttl';
export const DEFAULT_TIME_TO_LIVE = 30;

export interface SessionState {
  token: SessionToken | null;
  /** Trading PIN kept in memory only, after the customer entered it for orders. */
  pin: string | null;
  listShareHolder: TradingAccount[];
  /** Sub-account the screens work on (defaults to the token's defaultAcc). */
  defAccount: string | null;
  /** Set when the session ended by itself: opens the session-expired modal. */
  lostSession: boolean;
  loginOpen: boolean;
}

function read<S extends $ZodType>(key: string, schema: S): output<S> | null {
  try {
    const text = globalThis.localStorage?.getItem(key);
    if (!text) return null;
    const parsed = z.safeParse(schema, JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    if (value === null) globalThis.localStorage?.removeItem(key);
    else globalThis.localStorage?.setItem(key, JSON.stringify(value));
  } catch {
    // Storage disabled: the session lasts for this page only.
  }
}

/** The first candidate that is one of the accounts; the first account when none is. */
function pick(accounts: readonly TradingAccount[], ...candidates: (string | null | undefined)[]) {
  const found = candidates.find((c) => c && accounts.some((a) => a.subAcntNo === c));
  return found ?? accounts[0]?.subAcntNo ?? null;
}

function restore(): SessionState {
  const token = read(TOKEN_KEY, sessionTokenSchema);
  const listShareHolder = token ? (read(SHARE_HOLDER_KEY, z.array(tradingAccountSchema)) ?? []) : [];
  return {
    token,
    pin: null,
    listShareHolder,
    // The stored token carries this login's working sub-account (the server's default at login,
    // then the header's choice): a reload opens on it.
    defAccount:
      listShareHolder.length > 0
        ? pick(listShareHolder, token?.defaultAcc, listShareHolder[0]?.defaultSubAccount)
        : token?.defaultAcc || null,
    lostSession: false,
    loginOpen: false,
  };
}

export const sessionStore = createStore<SessionState>(restore());

const patch = (next: Partial<SessionState>) => sessionStore.set((previous) => ({ ...previous, ...next }));

/** Restores a stored login (the board's session check), e.g. after another tab logged in. */
export function restoreSession(): void {
  const stored = restore();
  if (stored.token?.sid !== sessionStore.get().token?.sid)
    patch({ token: stored.token, listShareHolder: stored.listShareHolder, defAccount: stored.defAccount });
}

export function loginSucceeded(token: SessionToken): void {
  write(TOKEN_KEY, token);
  patch({ token, defAccount: token.defaultAcc || null, lostSession: false, loginOpen: false });
}

/** The account list (ListAccount): keeps the working sub-account, else the server's default. */
export function setAccounts(accounts: TradingAccount[]): void {
  write(SHARE_HOLDER_KEY, accounts);
  const current = sessionStore.get().defAccount;
  patch({ listShareHolder: accounts, defAccount: pick(accounts, current, accounts[0]?.defaultSubAccount) });
}

/**
 * The working sub-account of this login (header switcher, ChangeAccount screen), kept in the stored
 * token so a reload opens on it; the next login starts from the server's default again.
 */
export function selectAccount(subAcntNo: string): void {
  const { token } = sessionStore.get();
  if (token) write(TOKEN_KEY, { ...token, defaultAcc: subAcntNo });
  patch({ defAccount: subAcntNo });
}
export const setPin = (pin: string | null) => patch({ pin });
export const openLogin = () => patch({ loginOpen: true, lostSession: false });
export const closeLogin = () => patch({ loginOpen: false });
export const dismissLostSession = () => patch({ lostSession: false });

/** Clears token, PIN, config and shareholder list; `lost` opens the session-expired modal. */
export function endSession(lost: boolean): void {
  write(TOKEN_KEY, null);
  write(SHARE_HOLDER_KEY, null);
  const previous = sessionStore.get();
  // Several calls may fail at once: the first one opens the modal, the others keep it open.
  const lostSession = lost ? previous.lostSession || previous.token !== null : false;
  patch({ token: null, pin: null, listShareHolder: [], defAccount: null, lostSession, loginOpen: false });
}

/** Minutes without click, scroll or key press before the session ends (local storage `ttl`). */
export function timeToLive(): number {
  try {
    const value = Number(globalThis.localStorage?.getItem(TTL_KEY));
    return Number.isFinite(value) && value > 0 ? value : DEFAULT_TIME_TO_LIVE;
  } catch {
    return DEFAULT_TIME_TO_LIVE;
  }
}
