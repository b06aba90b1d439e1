import { jobCodesOfGroup } from '@sidecamp/domain/core';
import { describe, expect, it } from 'vitest';
import {
  audienceOf,
  emptyDraft,
  groupState,
  inputOf,
  isJobChosen,
  jobTargetsOf,
  newQuestion,
  toggleGroup,
  toggleJob,
} from './campaignForm';

describe('the job checkbox tree', () => {
  it('a checked group stands for the whole group and folds its single jobs into it', () => {
    const targets = toggleGroup(['0403', '0301'], '04', true);
    expect(targets).toEqual(['0301', '04']);
    expect(groupState(targets, '04')).toBe('all');
    expect(isJobChosen(targets, '0406')).toBe(true);
    expect(toggleGroup(targets, '04', false)).toEqual(['0301']);
  });

  it('a single job is chosen alone and marks its group as partly chosen', () => {
    const targets = toggleJob([], '0403', true);
    expect(targets).toEqual(['0403']);
    expect(groupState(targets, '04')).toBe('some');
    expect(groupState(targets, '03')).toBe('none');
    expect(toggleJob(targets, '0403', false)).toEqual([]);
  });

  it('unchecking one job of a chosen group keeps the others, one by one', () => {
    const targets = toggleJob(['04'], '0406', false);
    expect(targets).toEqual(jobCodesOfGroup('04').filter((code) => code !== '0406'));
    expect(groupState(targets, '04')).toBe('some');
  });

  it('checking the last job of a group becomes the group', () => {
    const allButOne = jobCodesOfGroup('03').filter((code) => code !== '0305');
    expect(toggleJob(allButOne, '0305', true)).toEqual(['03']);
  });
});

describe('what is sent', () => {
  it('everyone and a booth go out as 00; otherwise the chosen targets', () => {
    expect(jobTargetsOf({ everyone: true, targets: ['0403'], boothId: null })).toEqual(['00']);
    expect(jobTargetsOf({ everyone: false, targets: ['0403'], boothId: 7 })).toEqual(['00']);
    expect(jobTargetsOf({ everyone: false, targets: ['04', '0301'], boothId: null })).toEqual(['04', '0301']);
  });

  it('the audience carries the filters as codes or null, and none for a booth', () => {
    const draft = { ...emptyDraft(), targets: ['0403'], experience: '02', region: 'KR01', visitPurpose: '' };
    expect(audienceOf(draft)).toEqual({
      type: '02',
      channel: '01',
      jobTargets: ['0403'],
      experience: '02',
      visitPurpose: null,
      region: 'KR01',
      boothId: null,
    });
    const booth = { ...emptyDraft(5), region: 'KR01' };
    expect(audienceOf(booth)).toMatchObject({ type: '04', jobTargets: ['00'], region: null, boothId: 5 });
  });

  it('a survey sends trimmed questions (no options on a text one); other types send none', () => {
    const draft = {
      ...emptyDraft(),
      title: ' Hello ',
      questions: [
        { id: 'q1', kind: 'single' as const, prompt: ' Which? ', options: [' A ', '', 'B'] },
        { id: 'q2', kind: 'text' as const, prompt: 'Why?', options: ['left over'] },
      ],
    };
    expect(inputOf(draft).questions).toEqual([
      { id: 'q1', kind: 'single', prompt: 'Which?', options: ['A', 'B'] },
      { id: 'q2', kind: 'text', prompt: 'Why?', options: [] },
    ]);
    expect(inputOf(draft).title).toBe('Hello');
    expect(inputOf({ ...draft, type: '01' }).questions).toEqual([]);
  });

  it('new questions take the next free id', () => {
    expect(newQuestion([]).id).toBe('q1');
    expect(newQuestion([{ id: 'q1', kind: 'text', prompt: '', options: [] }, newQuestion([])]).id).toBe('q2');
    expect(newQuestion([{ id: 'q3', kind: 'text', prompt: '', options: [] }]).id).toBe('q4');
  });
});
