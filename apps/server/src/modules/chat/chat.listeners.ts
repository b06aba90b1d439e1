import type { EventListener } from '../../events/dispatcher';
import type { ChatService } from './chat.service';

/**
 * Keeps each project's team chat and each group's chat in step with their membership. The database side runs in the
 * dispatcher's transaction (exactly once per event); the sockets move right after.
 */
export function chatListeners(chat: ChatService): EventListener[] {
  return [
    {
      name: 'chat.teamMembership',
      types: ['project.memberJoined', 'project.memberLeft', 'project.leaderChanged', 'project.deleted'],
      handle: async (event, tx) => {
        const payload = event.payload as Record<string, unknown>;
        const projectNo = Number(payload.projectNo);
        let effects: Awaited<ReturnType<ChatService['syncTeamMembership']>> = [];
        switch (event.type) {
          case 'project.memberJoined':
            effects = await chat.syncTeamMembership(tx, {
              kind: 'joined',
              projectNo,
              userNo: Number(payload.userNo),
            });
            break;
          case 'project.memberLeft':
            effects = await chat.syncTeamMembership(tx, {
              kind: 'left',
              projectNo,
              userNo: Number(payload.userNo),
              removed: payload.reason === 'removed',
            });
            break;
          case 'project.leaderChanged':
            effects = await chat.syncTeamMembership(tx, {
              kind: 'leaderChanged',
              projectNo,
              fromNo: Number(payload.fromNo),
              toNo: Number(payload.toNo),
            });
            break;
          case 'project.deleted':
            effects = await chat.syncTeamMembership(tx, {
              kind: 'deleted',
              projectNo,
              memberNos: (payload.memberNos as number[]) ?? [],
            });
            break;
          default:
            return;
        }
        // Socket moves are idempotent (join/leave a room), so running them before the commit lands
        // is harmless; a failed commit is retried and moves them again.
        await chat.runAfter(effects);
      },
    },
    {
      name: 'chat.groupMembership',
      types: ['group.memberJoined', 'group.memberLeft'],
      handle: async (event, tx) => {
        const payload = event.payload as { groupId: number; userNo: number; reason?: 'left' | 'removed' };
        const effects = await chat.syncGroupMembership(
          tx,
          event.type === 'group.memberJoined'
            ? { kind: 'joined', groupId: payload.groupId, userNo: payload.userNo }
            : {
                kind: 'left',
                groupId: payload.groupId,
                userNo: payload.userNo,
                removed: payload.reason === 'removed',
              },
        );
        await chat.runAfter(effects);
      },
    },
  ];
}
