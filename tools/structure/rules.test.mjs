// `node --test tools/structure`: the rules fail on each kind of break, and pass a tree in shape.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { findViolations, MAX_LINES } from './rules.mjs';

const server = 'apps/server/src/modules';
const web = 'apps/web/src';

test('a tree in shape has no violations', () => {
  const files = {
    [`${server}/chat/chat.service.ts`]: "import { isMember } from '../projects';\n",
    [`${server}/projects/index.ts`]: "export { isMember } from './projects.access';\n",
    [`${server}/projects/projects.access.ts`]: 'export const isMember = () => true;\n',
    [`${web}/features/chat/ChatPage.tsx`]:
      "import { Avatar } from '../../ui/Avatar';\nimport { x } from '../projects/index';\n",
    [`${web}/ui/Avatar.tsx`]: 'export const Avatar = () => null;\n',
  };
  assert.deepEqual(findViolations(files), []);
});

test('an import past a module face fails, in the server and in the web', () => {
  const files = {
    [`${server}/chat/chat.service.ts`]: "import { projects } from '../projects/projects.tables';\n",
    [`${web}/features/chat/ChatPage.tsx`]:
      "import { QueryError } from '../projects/components/QueryError';\n",
  };
  assert.deepEqual(findViolations(files), [
    `past a face: ${server}/chat/chat.service.ts imports ${server}/projects/projects.tables (import ${server}/projects instead)`,
    `past a face: ${web}/features/chat/ChatPage.tsx imports ${web}/features/projects/components/QueryError (import ${web}/features/projects instead)`,
  ]);
});

test('two areas importing each other fail, even through their faces', () => {
  const files = {
    [`${server}/points/points.service.ts`]: "import { x } from '../profiles';\n",
    [`${server}/profiles/profiles.service.ts`]: "export { y } from '../points/index';\n",
  };
  assert.deepEqual(findViolations(files), ['cycle: server areas points and profiles import each other']);
});

test('the shared kit may not import a feature', () => {
  const files = { [`${web}/ui/LoadMore.tsx`]: "import { t } from '../features/projects';\n" };
  assert.deepEqual(findViolations(files), [
    `ui imports a feature: ${web}/ui/LoadMore.tsx imports ${web}/features/projects`,
  ]);
});

test('a source file over the limit fails; tests and seed data may be longer', () => {
  const long = 'x\n'.repeat(MAX_LINES + 1);
  const files = {
    [`${server}/chat/chat.service.ts`]: long,
    [`${server}/chat/chat.routes.int.test.ts`]: long,
    'apps/server/src/seed/chat.seed.ts': long,
  };
  assert.deepEqual(findViolations(files), [
    `too long: ${server}/chat/chat.service.ts (over ${MAX_LINES} lines)`,
  ]);
});

test('a test may reach into the module it checks another module with', () => {
  const files = {
    [`${server}/chat/chat.routes.int.test.ts`]:
      "import { publishedProject } from '../projects/projects.testing';\n",
  };
  assert.deepEqual(findViolations(files), []);
});
