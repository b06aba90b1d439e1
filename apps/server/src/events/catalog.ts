/**
 * The domain events of every module, by type name. Each module adds its own events by merging
 * into this interface from its `<area>.events.ts`, so no central list grows with every feature:
 *
 *   declare module '../../events/catalog' {
 *     interface DomainEventMap { 'project.created': { projectNo: number; leaderNo: number } }
 *   }
 *
 * A merge applies to the whole program (the compiler reads every `*.events.ts`), so a listener
 * never imports the module whose events it hears: that import is what made modules depend on
 * each other both ways.
 */
// biome-ignore lint/suspicious/noEmptyInterface: modules extend it by declaration merging.
export interface DomainEventMap {}

export type DomainEventType = keyof DomainEventMap & string;

export type DomainEvent<K extends DomainEventType = DomainEventType> = {
  id: number;
  type: K;
  payload: DomainEventMap[K];
  actorNo: number | null;
  occurredAt: Date;
};

/**
 * Events that no listener hears yet, recorded on purpose: they are the audit trail of who did what
 * (the outbox keeps them) and what the alarm centre will notify about (applications, invitations,
 * news, reservations, quests). Every other declared event must have a listener, and an event in
 * neither place is removed (eventCoverage.int.test.ts checks both ways).
 */
export const AUDIT_ONLY_EVENTS: readonly string[] = [
  'proChat.ended',
  'project.created',
  'project.applicationCancelled',
  'project.invitationAnswered',
  'booth.created',
  'booth.ownerChanged',
  'project.boardReset',
];
