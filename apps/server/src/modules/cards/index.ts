/**
 * The cards area's public face. Nothing in it is for other modules: the area only reads others (as a
 * visitor, through their public routes and the uploads face) and serves /cards/... from cards.module.ts.
 */
export {};
