import type { ClientToServerEvents, ServerToClientEvents } from '@sidecamp/domain';
import { REALTIME_CLIENT_OPTIONS } from '@sidecamp/domain';
import { io as connect, type Socket } from 'socket.io-client';
import type { TestUser } from './factories';

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * The socket of a logged-in browser tab on a listening test server: it opens with a realtime
 * ticket asked for with the cookie. Each socket is added to `opened`, for the suite to disconnect.
 */
export async function openTab(url: string, user: TestUser, opened: ClientSocket[]): Promise<ClientSocket> {
  const ticket = await fetch(`${url}/api/auth/realtime-token`, {
    method: 'POST',
    headers: { cookie: user.cookie },
  });
  const { token } = (await ticket.json()) as { token: string };
  const socket: ClientSocket = connect(url, {
    ...REALTIME_CLIENT_OPTIONS,
    transports: [...REALTIME_CLIENT_OPTIONS.transports],
    reconnection: false,
    auth: { no: user.no, nickname: user.nickname, img: null, token },
  });
  opened.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}
