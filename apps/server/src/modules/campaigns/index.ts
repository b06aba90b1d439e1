// The campaigns module's public face: what other modules may use. Everything else in the folder is private.
import './campaigns.events';
