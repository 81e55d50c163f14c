// Which pushes the private channel hands to Socket.IO: on one node (the in-process adapter) only
// those with a socket to reach in the namespace; with any other adapter (Redis) all of them, as
// the room's sockets may be on other nodes.
import { createHash } from 'node:crypto';
import { Server } from 'socket.io';
import { Adapter } from 'socket.io-adapter';
import { describe, expect, it, vi } from 'vitest';
import { PrivateChannel } from './private-channel.ts';

// Servers without an HTTP server: nothing listens, nothing to close.
const validator = { validate: async () => true };

/** A server with the family's two namespaces, and the broadcasts each namespace's adapter made. */
function channelOn(io: Server) {
  const channel = new PrivateChannel(io, validator, ['/', '/ps']);
  const sent = { '/': [] as string[], '/ps': [] as string[] };
  for (const name of ['/', '/ps'] as const) {
    const adapter = io.of(name).adapter;
    const broadcast = adapter.broadcast.bind(adapter);
    vi.spyOn(adapter, 'broadcast').mockImplementation((packet, opts) => {
      sent[name].push([...opts.rooms].join(','));
      broadcast(packet, opts);
    });
  }
  return { channel, sent };
}

describe('PrivateChannel.sendToUser', () => {
  it('on one node, sends only where the user or session has a socket', () => {
    const io = new Server();
    const { channel, sent } = channelOn(io);
    channel.sendToUser('u1', { action: 'Event', data: { type: 'balance' } });
    expect(sent).toEqual({ '/': [], '/ps': [] });

    // A socket of u1 on `/` (its rooms as registration makes them), none on `/ps`.
    const sessionHash = createHash('sha256').update('s1').digest('hex');
    io.of('/').adapter.addAll('socket-1', new Set(['user:u1', `session:${sessionHash}`]));
    channel.sendToUser('u1', { action: 'Event', data: { type: 'order' } });
    channel.sendToUser('u1', { action: 'logout' }, sessionHash);
    channel.sendToUser('u2', { action: 'Event', data: { type: 'order' } });
    expect(sent).toEqual({ '/': ['user:u1', `session:${sessionHash}`], '/ps': [] });
  });

  it('with another adapter (many nodes), sends every push on every namespace', () => {
    const io = new Server();
    class OtherNodes extends Adapter {}
    io.adapter(OtherNodes);
    const { channel, sent } = channelOn(io);
    channel.sendToUser('u1', { action: 'Event', data: { type: 'balance' } });
    expect(sent).toEqual({ '/': ['user:u1'], '/ps': ['user:u1'] });
  });
});
