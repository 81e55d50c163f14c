// socket.io-client 2 (installed as `socket.io-client-v2`, tests only) ships no types: the little
// the old-protocol tests use.
declare module 'socket.io-client-v2' {
  interface LegacySocket {
    connected: boolean;
    on(event: string, listener: (...args: never[]) => void): LegacySocket;
    once(event: string, listener: (...args: never[]) => void): LegacySocket;
    emit(event: string, ...args: unknown[]): LegacySocket;
    close(): void;
  }
  function connect(url: string, options?: Record<string, unknown>): LegacySocket;
  export default connect;
}
