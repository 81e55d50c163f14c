// The real app (buildApp) on SQLite and PostgreSQL: every watchlist rule of spec §5 server side,
// one customer's lists invisible to another, and the lists kept across a restart.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { testAppDatabases, type TestAppDatabase } from '../../plugins/storage/test-databases.ts';
import { loginAs, postCommand, type TestCaller } from '../trading-gateway/test-client.ts';

describe.each(testAppDatabases())('watchlists on %s', (_kind, open) => {
  let database: TestAppDatabase;
  let app: FastifyInstance;
  let demo: TestCaller;
  const call = (cmd: string, params: Record<string, unknown> = {}, caller = demo) =>
    postCommand(app, 'B', caller, cmd, params);
  const start = async () => {
    app = await buildApp({ ...database.overrides, logLevel: 'silent', demoUsers: true, port: 0 });
    await app.ready();
    demo = await loginAs(app, 'demo', 'Demo@123');
  };
  beforeAll(async () => {
    database = await open();
    await start();
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('starts with the default list mac-dinh', async () => {
    const reply = await call('GetWatchlists');
    expect(reply.rc).toBe(1);
    expect(reply.data).toEqual([
      expect.objectContaining({ id: 'mac-dinh', type: 'watchlist', value: [], pinnedRow: [], sequence: 0 }),
    ]);
  });

  it('adds, renames and refuses bad or repeated names with the spec messages', async () => {
    const added = await call('AddWatchlist', { name: ' Ngân hàng ' });
    expect(added.rc).toBe(1);
    const list = added.data as { id: string; name: string; path: string };
    expect(list.id).toMatch(/^[A-Za-z0-9]{23}$/);
    expect(list).toMatchObject({ name: 'Ngân hàng', path: `/home/bang-gia/${list.id}` });
    expect(await call('AddWatchlist', { name: '  ' })).toMatchObject({
      rc: -8201,
      rs: 'Trường này không được để trống',
    });
    expect(await call('AddWatchlist', { name: 'x'.repeat(21) })).toMatchObject({
      rc: -8202,
      rs: 'Nhập tối đa 20 ký tự',
    });
    expect(await call('AddWatchlist', { name: 'ngân HÀNG' })).toMatchObject({
      rc: -8204,
      rs: 'Danh mục đã tồn tại: ngân HÀNG',
    });
    expect(await call('RenameWatchlist', { id: list.id, name: 'Bank' })).toMatchObject({
      rc: 1,
      data: { name: 'Bank' },
    });
    expect(await call('RenameWatchlist', { id: 'mac-dinh', name: 'Mine' })).toMatchObject({ rc: -8205 });
    expect(await call('DeleteWatchlist', { id: 'mac-dinh' })).toMatchObject({ rc: -8205 });
    expect(await call('DeleteWatchlist', { id: 'missing' })).toMatchObject({
      rc: -8206,
      rs: 'Không thể xóa danh mục này',
    });
    expect(await call('DeleteWatchlist', { id: list.id })).toMatchObject({ rc: 1, data: { id: list.id } });
    expect(await call('DeleteWatchlist', { id: list.id })).toMatchObject({ rc: -8206 });
  });

  it('holds at most 15 lists', async () => {
    const before = (await call('GetWatchlists')).data as unknown[];
    for (let i = before.length; i < 15; i += 1)
      expect((await call('AddWatchlist', { name: `List ${i}` })).rc).toBe(1);
    expect(await call('AddWatchlist', { name: 'One more' })).toMatchObject({
      rc: -8203,
      rs: 'Chỉ được thêm tối đa 15 danh mục',
    });
    const lists = (await call('GetWatchlists')).data as { id: string }[];
    for (const list of lists.slice(1)) expect((await call('DeleteWatchlist', { id: list.id })).rc).toBe(1);
  });

  it('saves symbols in order with pinned rows, at most 100, no repeats, pinned inside', async () => {
    expect(
      await call('SaveWatchlist', { id: 'mac-dinh', symbols: ['fpt', 'VNM', 'HPG'], pinned: ['HPG'] }),
    ).toMatchObject({
      rc: 1,
      data: { value: ['FPT', 'VNM', 'HPG'], pinnedRow: ['HPG'], symbols: 'FPT,VNM,HPG' },
    });
    const hundredOne = Array.from({ length: 101 }, (_, i) => `S${i}`);
    expect(await call('SaveWatchlist', { id: 'mac-dinh', symbols: hundredOne })).toMatchObject({
      rc: -8207,
      rs: 'Danh mục chỉ chứa tối đa 100 mã',
    });
    expect(await call('SaveWatchlist', { id: 'mac-dinh', symbols: ['FPT', 'FPT'] })).toMatchObject({
      rc: -8208,
    });
    expect(await call('SaveWatchlist', { id: 'mac-dinh', symbols: ['FPT'], pinned: ['VNM'] })).toMatchObject({
      rc: -8210,
    });
    expect(await call('SaveWatchlist', { id: 'nope', symbols: ['FPT'] })).toMatchObject({ rc: -8209 });
    expect((await call('SaveWatchlist', { id: 'mac-dinh', symbols: ['F-P'] })).rc).toBe(-1);
    expect((await call('SaveWatchlist', { id: 'mac-dinh', symbols: hundredOne.concat(hundredOne) })).rc).toBe(
      -1,
    );
    expect((await call('GetWatchlists')).data).toEqual([
      expect.objectContaining({ value: ['FPT', 'VNM', 'HPG'], pinnedRow: ['HPG'] }),
    ]);
  });

  it('refuses a symbol the market does not list, and keeps a held one', async () => {
    const before = (await call('GetWatchlists')).data;
    expect(
      await call('SaveWatchlist', { id: 'mac-dinh', symbols: ['FPT', 'VNM', 'HPG', 'NOPE99'] }),
    ).toMatchObject({ rc: -6031, rs: 'Mã chứng khoán không hợp lệ', data: null });
    expect((await call('GetWatchlists')).data).toEqual(before);
    // What the add-symbol box offers is listed: a warrant, a bond and a futures contract too.
    const listed = await call('AddWatchlist', { name: 'Listed' });
    const id = (listed.data as { id: string }).id;
    expect(
      await call('SaveWatchlist', { id, symbols: ['CFPT2601', 'VIC126001', 'VN30F1M', 'E1VFVN30'] }),
    ).toMatchObject({ rc: 1 });
    expect((await call('DeleteWatchlist', { id })).rc).toBe(1);
    // A visitor's list from browser storage: what the market does not list is left out.
    const merged = await call('MergeWatchlists', {
      lists: [{ id: 'x', name: 'Junk', value: ['NOPE99', 'VCB'], pinnedRow: ['NOPE99'] }],
    });
    const junk = (
      merged.data as { lists: { id: string; name: string; value: string[]; pinnedRow: string[] }[] }
    ).lists.find((list) => list.name === 'Junk')!;
    expect(junk).toMatchObject({ value: ['VCB'], pinnedRow: [] });
    expect((await call('DeleteWatchlist', { id: junk.id })).rc).toBe(1);
  });

  it('needs a session and keeps customers apart', async () => {
    expect((await call('GetWatchlists', {}, { user: '', session: '' })).rc).toBeLessThan(1);
    const other = await loginAs(app, 'demo2', 'Demo@123');
    expect((await call('GetWatchlists', {}, other)).data).toEqual([
      expect.objectContaining({ id: 'mac-dinh', value: [] }),
    ]);
  });

  it('merges a visitor lists: default and same names join, others are added', async () => {
    const reply = await call('MergeWatchlists', {
      lists: [
        { id: 'mac-dinh', name: '', value: ['VNM', 'SSI'], pinnedRow: ['SSI'] },
        { id: 'abc', name: 'Thép', value: ['HPG', 'HSG'], pinnedRow: [] },
      ],
    });
    expect(reply).toMatchObject({ rc: 1, data: { merged: 2, skipped: [] } });
    const lists = (reply.data as { lists: { name: string; value: string[]; pinnedRow: string[] }[] }).lists;
    expect(lists[0]).toMatchObject({ value: ['FPT', 'VNM', 'HPG', 'SSI'], pinnedRow: ['HPG', 'SSI'] });
    expect(lists[1]).toMatchObject({ name: 'Thép', value: ['HPG', 'HSG'] });
  });

  it('keeps the lists across a restart', async () => {
    await app.close();
    await start();
    const lists = (await call('GetWatchlists')).data as { name: string; value: string[] }[];
    expect(lists.map((list) => list.value)).toEqual([
      ['FPT', 'VNM', 'HPG', 'SSI'],
      ['HPG', 'HSG'],
    ]);
  });
});
