// The `/config.json` that web tests serve (protocol's ClientConfig): demo clock, hosts on the page's origin.
import type { ClientConfig } from '@sen/protocol';

export const testConfig: ClientConfig = {
  version: '2.2.2',
  boardBase: '/board',
  infoBase: '/info',
  tradingBase: '/trading',
  bondBase: '/bond',
  realtimeUrl: '/',
  realtimePath: '/socket.io',
  marketTime: '2026-03-02T10:00:00+07:00',
  clock: 'demo',
  simulated: true,
};
