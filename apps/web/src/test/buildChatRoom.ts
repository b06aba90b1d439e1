import type { TChatRoom } from '@sidecamp/domain';

/** A chat room as the API sends it, for tests; each test overrides what it is about. */
export function buildChatRoom(overrides: Partial<TChatRoom> = {}): TChatRoom {
  return {
    _id: '1',
    type: '02',
    name: 'Open room',
    description: '',
    hostNo: 1,
    projectNo: null,
    reservationId: null,
    participantsSize: 2,
    endDate: null,
    attributes: {},
    botEnabled: false,
    lastMessage: null,
    hostInfo: null,
    opponentInfo: null,
    unreadCount: 0,
    lastReadMessageId: '0',
    isAlarmBlocked: false,
    myRole: 'guest',
    myStatus: 'joined',
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
