// Quests expose nothing to other features; the page is routed by path.
export {};
