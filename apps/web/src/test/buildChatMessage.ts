import type { TChatMessage } from '@sidecamp/domain';

/** A stored chat message as the API and the socket send it, for tests. */
export function buildChatMessage(overrides: Partial<TChatMessage> = {}): TChatMessage {
  const id = overrides._id ?? '1';
  return {
    _id: id,
    roomId: '1',
    body: `message ${id}`,
    createdAt: '2026-01-01T00:00:00.000Z',
    type: 'text',
    senderNo: 2,
    sender: { no: 2, nickname: 'Mina', img: null },
    clientId: null,
    imageUrl: null,
    thumbnailUrl: null,
    ...overrides,
  };
}
