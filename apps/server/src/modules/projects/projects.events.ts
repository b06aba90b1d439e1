/**
 * Project domain events, recorded in the same transaction as the change (outbox). The feed turns
 * some into automatic posts (AUTO_EVENT_CODES: P001 created, P003 member joined, P008 status
 * changed); notifications and points will listen to the rest.
 */
declare module '../../events/catalog' {
  interface DomainEventMap {
    /** P001. Created as a draft (stage 99): a feed should announce it once `project.published` follows. */
    'project.created': { projectNo: number; leaderNo: number; name: string; stage: string };
    'project.published': { projectNo: number; leaderNo: number };
    /** P008, for every stage change including publishing (99 -> 01). */
    'project.stageChanged': { projectNo: number; from: string; to: string };
    'project.deleted': { projectNo: number; name: string; memberNos: number[]; wasDraft: boolean };
    'project.positionAdded': { projectNo: number; positionId: number; jobCode: string; headcount: number };
    'project.positionClosed': { projectNo: number; positionId: number; jobCode: string };
    'project.applicationSubmitted': {
      projectNo: number;
      applicationId: number;
      applicantNo: number;
      positionId: number;
    };
    'project.applicationCancelled': { projectNo: number; applicationId: number; applicantNo: number };
    /** state 02 Success or 03 Rejected. */
    'project.applicationDecided': {
      projectNo: number;
      applicationId: number;
      applicantNo: number;
      state: '02' | '03';
    };
    /** P003. */
    'project.memberJoined': {
      projectNo: number;
      userNo: number;
      positionId: number | null;
      via: 'application' | 'invitation' | 'adoption';
    };
    'project.memberLeft': { projectNo: number; userNo: number; reason: 'resigned' | 'removed' };
    /** `via` is set when the lead was taken, not handed over: claimed after a notice, or adopted. */
    'project.leaderChanged': {
      projectNo: number;
      fromNo: number;
      toNo: number;
      via?: 'succession' | 'adoption';
    };
    /** P009. The daily job found the leader quiet and opened a notice to the members (F4.4). */
    'project.leaderQuiet': {
      projectNo: number;
      leaderNo: number;
      noticeId: number;
      lastActiveAt: string | null;
      claimableAt: string;
      successorNo: number | null;
    };
    /** P010. The leader came back during (or after) the notice: they keep the lead. */
    'project.leaderReturned': { projectNo: number; leaderNo: number; noticeId: number };
    'project.invited': { projectNo: number; invitationId: number; inviteeNo: number; inviterNo: number };
    'project.invitationAnswered': {
      projectNo: number;
      invitationId: number;
      inviteeNo: number;
      accepted: boolean;
    };
    'project.followed': { projectNo: number; userNo: number };
    'project.unfollowed': { projectNo: number; userNo: number };
    'project.questionAsked': { projectNo: number; questionId: number; authorNo: number };
    'project.questionReplied': { projectNo: number; questionId: number; replyId: number; authorNo: number };
    /** "Send news" to followers; the notification module will fan it out. */
    'project.newsSent': { projectNo: number; newsId: number; authorNo: number };
  }
}

export {};
