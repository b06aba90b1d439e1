/**
 * The profiles area's public face: what other modules may use (the tables they read and the events
 * they listen to). Its services and routes are composed by profiles.module.ts, which app.ts registers.
 */
import './profiles.events';

export { assertVisible } from './profiles.access';
export { listedProfileRows } from './profiles.public';
export { follows, notificationPreferences, profileItems, profiles, userReviews } from './profiles.tables';
