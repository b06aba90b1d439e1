// The finder exposes nothing to other features; its pages are routed by path.
export {};
