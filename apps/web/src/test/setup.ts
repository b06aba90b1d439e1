import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library unmounts after each test by itself only when vitest's globals are on; they are
// off here (tests import describe/it), so a hook from one test never keeps listening in the next.
afterEach(() => {
  cleanup();
});
