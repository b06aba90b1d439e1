import { describe, expect, it } from 'vitest';
import { CHAT_ROOM_TYPES } from './chat';

describe('chat room types', () => {
  it('keep the spec codes 01 one-to-one and 02 open chat', () => {
    expect(CHAT_ROOM_TYPES.label('01')).toBe('One-to-one');
    expect(CHAT_ROOM_TYPES.label('02')).toBe('Open chat');
    expect(CHAT_ROOM_TYPES.codes).toEqual(['01', '02', '03', '04', '05']);
    expect(CHAT_ROOM_TYPES.label('05')).toBe('Group chat');
  });
});
