// Why binding calls through the platform proxy no longer meet 'other side closed' (docs/decisions/0013):
// before each call the event loop makes a turn that includes a poll for I/O, so a connection the
// other side closed while this process was busy is seen as closed before a call could reuse it.
import { connect, createServer, type Socket } from 'node:net';
import { expect, it } from 'vitest';
import { afterPendingIo } from '../../../scripts/localPlatform.ts';

function busyFor(ms: number) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    // one synchronous stretch, as when sanitising a market's articles
  }
}

it('a close that arrived while the process was busy is seen after afterPendingIo, not before', async () => {
  let serverClosed!: () => void;
  const closed = new Promise<void>((r) => (serverClosed = r));
  // The other side closes the connection as soon as it has it, like workerd an idle one.
  const server = createServer((socket) => socket.end(serverClosed));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  try {
    const client: Socket = connect((server.address() as { port: number }).port, '127.0.0.1');
    let ended = false;
    client.on('end', () => (ended = true));
    client.on('error', () => {});
    await closed;
    // This process is busy for a while: the close has arrived but nothing has read it yet.
    busyFor(50);
    expect(ended).toBe(false);
    await afterPendingIo();
    expect(ended, 'the close was read before the next call would go out').toBe(true);
    client.destroy();
  } finally {
    await new Promise((r) => server.close(r));
  }
});
