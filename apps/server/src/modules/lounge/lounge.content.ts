import {
  type PostCategoryCode,
  type PostTypeCode,
  RETROSPECTIVE_CATEGORY,
  RETROSPECTIVE_QUESTIONS,
  retrospectiveBody,
  retrospectiveProblems,
  richTextToPlain,
} from '@sidecamp/domain';
import { AppError } from '../../http/errors';
import type { posts } from './lounge.tables';

type PostRow = typeof posts.$inferSelect;

/** A post's content as written, before it is stored (a draft's or a published post's alike). */
export type Content = {
  category: PostCategoryCode;
  postType: PostTypeCode;
  title: string;
  body: string;
  videoLinks: string[];
  imageIds: string[];
  poll: { options: string[]; endsAt?: string | null | undefined } | null;
  retrospective: string[] | null;
  projectNo: number | null;
  groupId: number | null;
};

/**
 * The rules a post must meet to be published (a draft is saved as it is): a poll exactly for type
 * 03, a body for a posting, the template for a retrospective, a poll end in the future.
 */
export function publishProblems(content: Content, now: Date): Array<{ field: string; message: string }> {
  const problems: Array<{ field: string; message: string }> = [];
  if (content.postType === '03') {
    if (!content.poll)
      problems.push({ field: 'poll', message: 'A vote post needs a poll with 2 to 10 options.' });
    else if (content.poll.endsAt && new Date(content.poll.endsAt).getTime() <= now.getTime())
      problems.push({ field: 'poll.endsAt', message: 'The poll must end in the future.' });
    if (content.title.trim() === '')
      problems.push({ field: 'title', message: 'A vote post needs a question as its title.' });
  } else if (content.poll) {
    problems.push({ field: 'poll', message: 'Only a vote post (type 03) has a poll.' });
  }
  if (content.category === RETROSPECTIVE_CATEGORY) {
    if (content.postType !== '01')
      problems.push({ field: 'postType', message: 'A retrospective is a posting (type 01).' });
    if (!content.retrospective)
      problems.push({
        field: 'retrospective',
        message: 'A retrospective answers every question of the template.',
      });
    else problems.push(...retrospectiveProblems(content.retrospective, content.imageIds.length));
  } else {
    if (content.retrospective)
      problems.push({
        field: 'retrospective',
        message: 'Only a retrospective (category 22) uses the template.',
      });
    if (content.postType === '01' && richTextToPlain(content.body).trim() === '')
      problems.push({ field: 'body', message: 'Write something before publishing.' });
  }
  return problems;
}

export function assertPublishable(content: Content) {
  const problems = publishProblems(content, new Date());
  if (problems.length > 0)
    throw new AppError('VALIDATION_FAILED', {
      message: problems.map((problem) => problem.message).join(' '),
      details: problems,
    });
}

export function contentOf(row: PostRow, options: string[] | null): Content {
  return {
    category: row.category as PostCategoryCode,
    postType: row.postType as PostTypeCode,
    title: row.title,
    body: row.body,
    videoLinks: row.videoLinks,
    imageIds: row.imageIds,
    poll: options === null ? null : { options, endsAt: row.pollEndsAt?.toISOString() ?? null },
    retrospective: row.retrospective?.map((entry) => entry.answer) ?? null,
    projectNo: row.projectNo,
    groupId: row.groupId,
  };
}

/** Stored columns of a post's content; a retrospective's body is its answers under their questions. */
export function columnsOf(content: Content) {
  const body = content.retrospective ? retrospectiveBody(content.retrospective) : content.body;
  return {
    category: content.category,
    postType: content.postType,
    title: content.title,
    body,
    bodyText: richTextToPlain(body),
    videoLinks: content.videoLinks,
    imageIds: content.imageIds,
    retrospective: content.retrospective
      ? RETROSPECTIVE_QUESTIONS.map((question, index) => ({
          question,
          answer: content.retrospective?.[index] ?? '',
        }))
      : null,
    pollEndsAt: content.poll?.endsAt ? new Date(content.poll.endsAt) : null,
    projectNo: content.projectNo,
    groupId: content.groupId,
  };
}
