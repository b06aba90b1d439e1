import { describe, expect, it } from 'vitest';
import { createFakeChatRealtime } from './chat.realtime.fake';
import { serialPerKey } from './chat.roomOrder';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the per-room announce order', () => {
  it("announces a room's messages in the order they were queued, even when an earlier one is slower", async () => {
    const inRoomOrder = serialPerKey();
    const realtime = createFakeChatRealtime();
    const announce = (roomId: number, id: number, storeMs: number) =>
      inRoomOrder(roomId, async () => {
        await sleep(storeMs);
        realtime.emit(`chat:${roomId}`, 'addMessage', {
          result: true,
          messageResult: { _id: String(id) } as never,
          ctx: { roomId: String(roomId) },
          previousId: String(id - 1),
        });
        return id;
      });
    const results = await Promise.all([announce(7, 1, 30), announce(7, 2, 0), announce(7, 3, 10)]);
    expect(results).toEqual([1, 2, 3]);
    const previousIds = realtime.calls.map((call) =>
      call.kind === 'emit' ? (call.payload as { previousId: string }).previousId : null,
    );
    expect(previousIds).toEqual(['0', '1', '2']);
  });

  it('lets another room go ahead meanwhile', async () => {
    const inRoomOrder = serialPerKey();
    const done: string[] = [];
    await Promise.all([
      inRoomOrder(1, async () => {
        await sleep(30);
        done.push('room 1');
      }),
      inRoomOrder(2, async () => {
        done.push('room 2');
      }),
    ]);
    expect(done).toEqual(['room 2', 'room 1']);
  });

  it('passes a failure to its own caller only, and the next task still runs', async () => {
    const inRoomOrder = serialPerKey();
    const failed = inRoomOrder(1, async () => {
      throw new Error('the room has ended');
    });
    const next = inRoomOrder(1, async () => 'stored');
    await expect(failed).rejects.toThrow('the room has ended');
    await expect(next).resolves.toBe('stored');
  });

  it('takes new tasks for a room that went quiet (its finished queue is let go, never stuck)', async () => {
    const inRoomOrder = serialPerKey();
    await inRoomOrder(1, async () => 'first');
    const order: string[] = [];
    const later = inRoomOrder(1, async () => {
      order.push('task');
    });
    order.push('queued');
    await later;
    expect(order).toEqual(['queued', 'task']);
  });
});
