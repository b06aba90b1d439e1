// Blueprint exposes nothing to other features yet; its pages are routed by path.
export {};
