import { describe, expect, it } from 'vitest';
import { createModerationTargets, type ModerationTarget } from './moderationTargets';
import { createPersonalDataSections } from './personalData';

const target = (type: ModerationTarget['type']): ModerationTarget => ({
  type,
  authorOfVisible: async () => null,
  setHidden: async () => null,
  previews: async () => new Map(),
});

describe('moderation targets', () => {
  it('answers the target a module added, and refuses a type added twice or never', () => {
    const targets = createModerationTargets();
    const booth = target('booth');
    targets.add(booth);
    expect(targets.get('booth')).toBe(booth);
    expect(() => targets.add(target('booth'))).toThrow(/added twice/);
    expect(() => targets.get('post')).toThrow(/no module contributed the moderation target post/);
  });

  it('keeps the hooks of each type in the order they were added', () => {
    const targets = createModerationTargets();
    const first = async () => {};
    const second = async () => {};
    targets.onHiddenChange('post', first);
    targets.onHiddenChange('post', second);
    expect(targets.hooksOf('post')).toEqual([first, second]);
    expect(targets.hooksOf('reply')).toEqual([]);
  });
});

describe('personal data sections', () => {
  it('lists the sections added, and refuses a key twice or one the export writes itself', () => {
    const sections = createPersonalDataSections();
    const lounge = { key: 'lounge', dataOf: async () => ({}) };
    sections.add(lounge);
    expect(sections.list()).toEqual([lounge]);
    expect(() => sections.add({ key: 'lounge', dataOf: async () => ({}) })).toThrow(/twice/);
    expect(() => sections.add({ key: 'account', dataOf: async () => ({}) })).toThrow(
      /written by the export itself/,
    );
  });
});
