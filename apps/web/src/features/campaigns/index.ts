// Campaigns expose nothing to other features yet; the pages are routed by path.
export {};
