// The mail module's public face: what other modules may use. Everything else in the folder is private.
export type { Mailer } from './mail.service';
