/**
 * The support area's public face: nothing other modules use; its service and routes are composed
 * by support.module.ts, which app.ts registers. Its events are declared here for the catalog.
 */
import './support.events';
