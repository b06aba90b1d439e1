/** The test files under `folder` (relative to `root`) that replace a module or global, relative to `root`. */
export function filesThatMock(root: string, folder: string, pattern?: RegExp): string[];
