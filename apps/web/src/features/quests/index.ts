// Quests expose nothing to other features yet; the page is routed by path.
export {};
