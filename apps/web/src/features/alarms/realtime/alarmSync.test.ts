import type { TAlarmUnread } from '@sidecamp/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../../app/queryClient';
import { FakeSocket } from '../../../test/FakeSocket';
import { alarmKeys } from '../api/alarmsApi';
import { attachAlarmSync } from './alarmSync';

type SyncedSocket = Parameters<typeof attachAlarmSync>[0];

const counts = (total: number): TAlarmUnread => ({ activity: 0, social: total, total });

/** A read of the counts that answers only when the test says so. */
function slowRead() {
  let answer: (value: TAlarmUnread) => void = () => {};
  const read = queryClient.fetchQuery({
    queryKey: alarmKeys.unread(),
    staleTime: 0, // a read that goes out, whatever the cache holds
    queryFn: () => new Promise<TAlarmUnread>((resolve) => (answer = resolve)),
  });
  return { read, answer: (value: TAlarmUnread) => answer(value) };
}

const badge = () => queryClient.getQueryData<TAlarmUnread>(alarmKeys.unread())?.total;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => queryClient.clear());

describe('alarmSync: the bell', () => {
  it('keeps a live count that arrives while an older read is still on its way', async () => {
    const socket = new FakeSocket();
    attachAlarmSync(socket as unknown as SyncedSocket);
    queryClient.setQueryData(alarmKeys.unread(), counts(1));
    const { read, answer } = slowRead();

    socket.serverSends('alarm', counts(2));
    await settle();
    answer(counts(1)); // the read was made before the second notification
    await read.catch(() => undefined);
    await settle();

    expect(badge()).toBe(2);
  });

  it('lands counts in the order they came', async () => {
    const socket = new FakeSocket();
    attachAlarmSync(socket as unknown as SyncedSocket);
    socket.serverSends('alarm', counts(3));
    socket.serverSends('alarm', counts(4));
    await settle();
    expect(badge()).toBe(4);
  });
});
