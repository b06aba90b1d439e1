/** Every table of every module, for Drizzle's query builder and drizzle-kit's migration generator. */
export * from '../events/outbox.tables';
export * from '../modules/auth/auth.tables';
export * from '../modules/auth/social/social.tables';
export * from '../modules/booths/booths.ranking.tables';
export * from '../modules/booths/booths.tables';
export * from '../modules/booths/booths.talk.tables';
export * from '../modules/chat/chat.tables';
export * from '../modules/feed/feed.tables';
export * from '../modules/groups/groups.tables';
export * from '../modules/lounge/lounge.tables';
export * from '../modules/mail/mail.tables';
export * from '../modules/points/points.tables';
export * from '../modules/profiles/profiles.tables';
export * from '../modules/projects/projects.tables';
export * from '../modules/support/support.tables';
export * from '../modules/uploads/uploads.tables';
export * from '../modules/workspace/workspace.tables';
