import { describe, expect, it } from 'vitest';
import {
  CHAT_END_AFTER_LEAVE_MS,
  canBan,
  directKeyOf,
  hasEnded,
  PRO_CHAT_END_AFTER_NO_SHOW_MS,
  participantChange,
} from './chat';

const hour = CHAT_END_AFTER_LEAVE_MS;
const tenMinutes = PRO_CHAT_END_AFTER_NO_SHOW_MS;

// Spec point 4, one test per rule.
describe('participantChange (spec point 4)', () => {
  it('adds one on join, whatever the room', () => {
    for (const type of ['01', '02', '03', '04', '05'] as const)
      expect(participantChange(type, 'guest', 'join')).toEqual({ delta: 1, endInMs: null });
  });
  it('removes one when a guest leaves an open chat, and the room runs on', () => {
    expect(participantChange('02', 'guest', 'leave')).toEqual({ delta: -1, endInMs: null });
  });
  it('host left team chat: one less and the end time one hour ahead', () => {
    expect(participantChange('03', 'host', 'leave')).toEqual({ delta: -1, endInMs: hour });
  });
  it('guest left team chat: one less, no end time', () => {
    expect(participantChange('03', 'guest', 'leave')).toEqual({ delta: -1, endInMs: null });
  });
  it('guest expelled: one less, no end time', () => {
    expect(participantChange('03', 'guest', 'expelled')).toEqual({ delta: -1, endInMs: null });
    expect(participantChange('02', 'guest', 'banned')).toEqual({ delta: -1, endInMs: null });
  });
  it('a room is left: the end time is one hour ahead (a one-to-one left by either side, any room left by its host)', () => {
    expect(participantChange('01', 'guest', 'leave')).toEqual({ delta: -1, endInMs: hour });
    expect(participantChange('01', 'host', 'leave')).toEqual({ delta: -1, endInMs: hour });
    expect(participantChange('02', 'host', 'leave')).toEqual({ delta: -1, endInMs: hour });
  });
  it('a group chat runs as long as its group: its owner leaving the room ends nothing', () => {
    expect(participantChange('05', 'host', 'leave')).toEqual({ delta: -1, endInMs: null });
    expect(participantChange('05', 'guest', 'leave')).toEqual({ delta: -1, endInMs: null });
    expect(participantChange('05', 'guest', 'expelled')).toEqual({ delta: -1, endInMs: null });
  });
  it('pro chat no-show by the pro or the host: one less and ten minutes ahead', () => {
    expect(participantChange('04', 'pro', 'noShow')).toEqual({ delta: -1, endInMs: tenMinutes });
    expect(participantChange('04', 'host', 'noShow')).toEqual({ delta: -1, endInMs: tenMinutes });
  });
  it('pro chat leave by the pro or the user: one less and ten minutes ahead', () => {
    expect(participantChange('04', 'pro', 'leave')).toEqual({ delta: -1, endInMs: tenMinutes });
    expect(participantChange('04', 'host', 'leave')).toEqual({ delta: -1, endInMs: tenMinutes });
  });
});

describe('chat rules', () => {
  it('lets only the host of an open chat ban, and never the host', () => {
    expect(canBan('02', 'host', 'guest')).toBe(true);
    expect(canBan('02', 'guest', 'guest')).toBe(false);
    expect(canBan('02', 'host', 'host')).toBe(false);
    expect(canBan('03', 'host', 'guest')).toBe(false);
    expect(canBan('01', 'host', 'guest')).toBe(false);
  });
  it('keys a one-to-one room the same from both sides', () => {
    expect(directKeyOf(7, 3)).toBe('3:7');
    expect(directKeyOf(3, 7)).toBe('3:7');
  });
  it('says a room has ended once its end time passes', () => {
    const now = new Date('2026-01-01T10:00:00Z');
    expect(hasEnded(null, now)).toBe(false);
    expect(hasEnded('2026-01-01T10:30:00Z', now)).toBe(false);
    expect(hasEnded('2026-01-01T09:59:00Z', now)).toBe(true);
  });
});
