// The finder exposes nothing to other features yet; its page is routed by path.
export {};
