import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';

/**
 * The chat fan-out baseline: a bare socket.io server over websocket that puts each socket in the
 * room its handshake names and broadcasts every sent message to that room. No session, no
 * database, no storing before the ack: what Sidecamp's chat costs on top shows as the ratio.
 */
const httpServer = createServer();
const io = new Server(httpServer, { transports: ['websocket'], serveClient: false });
let sequence = 0;
io.on('connection', (socket) => {
  const room = String((socket.handshake.auth as { room?: string }).room ?? 'room');
  void socket.join(room);
  socket.on(
    'sendMessage',
    (payload: { roomId: string; clientId: string; body: string }, ack?: (r: unknown) => void) => {
      sequence += 1;
      const message = {
        _id: String(sequence),
        roomId: payload.roomId,
        body: payload.body,
        clientId: payload.clientId,
      };
      io.to(payload.roomId).emit('addMessage', {
        result: true,
        messageResult: message,
        ctx: { roomId: payload.roomId },
      });
      ack?.({ ok: true, data: message });
    },
  );
});
httpServer.listen(0, '127.0.0.1', () => {
  const { port } = httpServer.address() as AddressInfo;
  process.send?.({ ready: `http://127.0.0.1:${port}`, pid: process.pid });
});
process.on('SIGTERM', () => {
  io.close();
  process.exit(0);
});
