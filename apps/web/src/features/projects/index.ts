// The projects feature exposes nothing to other features yet; its pages are routed by path.
export {};
