// The operator API in cluster mode (issue 29): two real nodes (buildApp, listening on loopback)
// sharing one PostgreSQL database and redis-server. Approvals sent to the leader and to the
// follower at once create one customer; a follower answers the list and decisions; the new customer
// activates through the follower. Skipped (reason printed) without PostgreSQL or redis-server.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestApp } from '../../testing/test-app.ts';
import { clusterSkipReason, openTestCluster, type TestCluster } from '../../testing/test-cluster.ts';
import { loginAs, postCommand } from '../trading-gateway/test-client.ts';
import { anonymous, applicant, approvalSms, verifiedRequest } from './open-account-testing.ts';

if (clusterSkipReason) console.warn(`[open-account cluster test] skipped: ${clusterSkipReason}`);

const TOKEN = 'cluster-operator-token-0123456789';
const key = 'cluster-operator-key';

describe.skipIf(clusterSkipReason !== undefined)('operator API on two nodes', () => {
  let cluster: TestCluster;
  const nodes: TestApp[] = [];
  const env = { ...process.env };
  const ops = async (node: TestApp, method: 'GET' | 'POST', path: string, body?: unknown) => {
    const response = await fetch(`${node.baseUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${TOKEN}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, ...((await response.json()) as { rc: number; data: unknown }) };
  };

  beforeAll(async () => {
    process.env.SEN_CLUSTER_POLL_MS = '200';
    process.env.SEN_CLUSTER_LEASE_MS = '1000';
    process.env.SEN_OPERATOR_TOKEN = TOKEN;
    process.env.SEN_OPEN_ACCOUNT_AUTO_REVIEW = 'off';
    cluster = await openTestCluster();
    for (let i = 0; i < 2; i += 1) nodes.push(await cluster.start());
    await vi.waitFor(() => expect(nodes.filter((n) => n.app.cluster.isLeader())).toHaveLength(1), {
      timeout: 10_000,
    });
  });
  afterAll(async () => {
    process.env = env;
    await cluster?.stop();
  });

  it('creates one customer of approvals sent to both nodes at once; the follower serves the rest', async () => {
    const leader = nodes.find((n) => n.app.cluster.isLeader())!;
    const follower = nodes.find((n) => !n.app.cluster.isLeader())!;
    const form = applicant(71);
    const id = await verifiedRequest(follower.app, form, key);
    const listed = (await ops(follower, 'GET', '/ops/open-account?status=verifying')).data as Array<{
      requestId: number;
    }>;
    expect(listed.map((r) => r.requestId)).toContain(id);
    const replies = await Promise.all(
      [leader, follower, leader, follower].map((node) =>
        ops(node, 'POST', `/ops/open-account/${id}/approve`),
      ),
    );
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(replies.filter((r) => (r.data as { changed: boolean }).changed)).toHaveLength(1);
    const username = (replies[0]!.data as { username: string }).username;
    const customers = await leader.app.storage.db
      .selectFrom('customers')
      .select('id')
      .where('username', '=', username)
      .execute();
    expect(customers).toHaveLength(1);
    expect(await leader.app.audit.list({ account: username })).toHaveLength(1);

    // The first login through the follower; then the customer logs in on the leader.
    const sms = (await approvalSms(follower.app, id, key))!;
    const activated = await postCommand(follower.app, 'L', anonymous, 'ActivateAccount', {
      username: username,
      temporaryPassword: sms.temporary,
      newPassword: 'Moi@2026',
      confirmPassword: 'Moi@2026',
      pin: '246810',
      confirmPin: '246810',
    });
    expect(activated.rc).toBe(1);
    expect((await loginAs(leader.app, username, 'Moi@2026')).user).toBe(username);

    // A rejection through the follower is seen by the applicant on the leader.
    const other = applicant(72);
    const otherId = await verifiedRequest(leader.app, other, key);
    expect(
      (await ops(follower, 'POST', `/ops/open-account/${otherId}/reject`, { reason: 'thiếu hồ sơ' })).status,
    ).toBe(200);
    expect(
      (
        await postCommand(leader.app, 'L', anonymous, 'OpenAccountStatus', {
          requestId: otherId,
          phone: other.phone,
        })
      ).data,
    ).toMatchObject({ status: 'rejected', reason: 'thiếu hồ sơ' });
  });
});
