// The moderation module's public face. Nothing imports moderation (it imports the faces of the
// modules whose content it hides and of auth for bans), so the face is only its module.
export { moderationModule } from './moderation.module';
