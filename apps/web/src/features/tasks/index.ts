// The tasks area's face. Its pages load by path from the router, and the to-do panel by path from
// the shell's deferred overlays (split out of the first load), so nothing else is shared yet.
export {};
