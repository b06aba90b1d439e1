import type { ServiceCategoryCode, TIdeaAnalysisInput } from '@sidecamp/domain';
import {
  IDEA_TEXT_MAX,
  IDEA_TEXT_MIN,
  IDEA_TITLE_MAX,
  relativeTime,
  SERVICE_CATEGORIES,
} from '@sidecamp/domain/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FileSearch, Lightbulb, Sparkles } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../../app/api/ApiError';
import { errorMessage } from '../../../app/api/errorMessage';
import { useUiStore } from '../../../app/store/uiStore';
import { useUserStore } from '../../../app/store/userStore';
import { Button } from '../../../ui/Button';
import { FormAlert } from '../../../ui/FormAlert';
import { PageHeader } from '../../../ui/PageHeader';
import { PageStack } from '../../../ui/PageStack';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';
import { pointsKeys, usePointsSummary } from '../../payments';
import { blueprintApi, blueprintKeys } from '../api/blueprintApi';
import { CaseLibrary } from '../components/CaseLibrary';
import { useAnalyses } from '../hooks/useAnalyses';

type Fields = { title: string; text: string; category: ServiceCategoryCode | '' };
type Errors = Partial<Record<keyof Fields, string>>;

const EXAMPLES: readonly Fields[] = [
  {
    title: 'Shift Swap',
    text: 'An app for nurses to swap hospital shifts. It is hard to find cover at short notice. Nurses post a shift, colleagues claim it, and the ward manager approves the swap. Reminders go out the day before.',
    category: '08',
  },
  {
    title: 'Farm Box Planner',
    text: 'Local farms plan weekly vegetable boxes for families. Customers pay a monthly subscription and skip weeks from their phone. Orders sync automatically with the farm’s delivery routes.',
    category: '17',
  },
  {
    title: 'Study Streaks',
    text: 'A study companion for students that turns daily revision into streaks and small challenges. Friends see each other’s progress and cheer each other on in a shared feed.',
    category: '07',
  },
];

const newKey = () => crypto.randomUUID();

/** Blueprint: analyse an idea (one AI credit) and find earlier analyses. */
export function BlueprintPage() {
  const { t } = useTranslation('blueprint');
  const { t: tCommon } = useTranslation('common');
  const loggedIn = useUserStore((state) => state.loggedIn);
  const openLogin = useUiStore((state) => state.setLoginDialogOpen);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const summary = usePointsSummary();
  const analyses = useAnalyses();
  const [fields, setFields] = useState<Fields>({ title: '', text: '', category: '' });
  const [errors, setErrors] = useState<Errors>({});
  // One key per idea as typed: a retried click replays the first answer; an edited idea is new.
  const [idempotencyKey, setIdempotencyKey] = useState(newKey);

  const update = (patch: Partial<Fields>) => {
    setFields((current) => ({ ...current, ...patch }));
    setIdempotencyKey(newKey());
  };

  const analyse = useMutation({
    mutationFn: (input: TIdeaAnalysisInput) => blueprintApi.analyse(input, idempotencyKey),
    onSuccess: async (analysis) => {
      queryClient.setQueryData(blueprintKeys.analysis(analysis.id), analysis);
      await queryClient.invalidateQueries({ queryKey: blueprintKeys.list() });
      await queryClient.invalidateQueries({ queryKey: pointsKeys.summary() });
      void navigate(`/blueprint/${analysis.id}`);
    },
    onError: (error) => {
      if (!(error instanceof ApiError)) return;
      const fromServer: Errors = {};
      for (const issue of error.fields) {
        if (issue.field === 'title' || issue.field === 'text' || issue.field === 'category')
          fromServer[issue.field] = issue.message;
      }
      setErrors(fromServer);
    },
  });

  const validate = (): Errors => {
    const next: Errors = {};
    const title = fields.title.trim();
    const text = fields.text.trim();
    if (title.length < 2) next.title = t('form.errors.title');
    else if (title.length > IDEA_TITLE_MAX)
      next.title = t('form.errors.titleTooLong', { max: IDEA_TITLE_MAX });
    if (text.length < IDEA_TEXT_MIN) next.text = t('form.errors.textTooShort', { min: IDEA_TEXT_MIN });
    else if (text.length > IDEA_TEXT_MAX) next.text = t('form.errors.textTooLong', { max: IDEA_TEXT_MAX });
    return next;
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!loggedIn) {
      openLogin(true);
      return;
    }
    const next = validate();
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    analyse.mutate({
      title: fields.title.trim(),
      text: fields.text.trim(),
      category: fields.category === '' ? null : fields.category,
    });
  };

  const plan = summary.data?.plan;
  const creditsLine = !loggedIn
    ? t('credits.loggedOut')
    : !plan
      ? ''
      : plan.creditsLeft === null
        ? t('credits.unlimited')
        : t('credits.left', { count: plan.creditsLeft, total: plan.creditsTotal ?? 0 });
  const outOfCredits = loggedIn && plan?.creditsLeft === 0;
  const refusal =
    analyse.error instanceof ApiError && analyse.error.fields.length === 0 ? analyse.error : null;

  return (
    <PageStack>
      <PageHeader
        camp="make"
        eyebrow={tCommon('camps.make.name')}
        title={t('title')}
        description={t('description')}
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section
          aria-labelledby="new-analysis"
          className="rounded-2xl border border-stone-200 bg-white p-6 shadow-card sm:p-7"
        >
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="new-analysis" className="text-lg font-semibold text-stone-900">
              {t('form.heading')}
            </h2>
            {creditsLine && (
              <p className="text-sm text-stone-600" data-testid="credits-line">
                {creditsLine}
              </p>
            )}
          </div>
          <div className="mt-4 flex flex-wrap items-center gap-2 text-sm">
            <span className="text-stone-600">{t('form.examples')}</span>
            {EXAMPLES.map((example) => (
              <Button key={example.title} variant="secondary" size="sm" onPress={() => update(example)}>
                <Lightbulb aria-hidden="true" className="size-4" />
                {example.title}
              </Button>
            ))}
          </div>
          <Form onSubmit={onSubmit} validationBehavior="aria" className="mt-6 space-y-5">
            <TextField
              label={t('form.titleLabel')}
              name="title"
              value={fields.title}
              onChange={(title) => update({ title })}
              error={errors.title}
              maxLength={IDEA_TITLE_MAX}
            />
            <TextField
              label={t('form.textLabel')}
              description={t('form.textDescription', {
                count: fields.text.trim().length,
                max: IDEA_TEXT_MAX,
              })}
              name="text"
              multiline
              rows={7}
              value={fields.text}
              onChange={(text) => update({ text })}
              error={errors.text}
            />
            <SelectField
              label={t('form.categoryLabel')}
              placeholder={t('form.categoryNone')}
              value={fields.category}
              onChange={(value) => update({ category: SERVICE_CATEGORIES.isCode(value) ? value : '' })}
              options={SERVICE_CATEGORIES.entries.map((entry) => ({ value: entry.code, label: entry.label }))}
              error={errors.category}
            />
            {refusal && <FormAlert>{errorMessage(refusal, tCommon)}</FormAlert>}
            {outOfCredits && !refusal && (
              <FormAlert>
                {t('credits.none')}{' '}
                <Link to="/pricing" className="font-medium underline">
                  {t('credits.plans')}
                </Link>
              </FormAlert>
            )}
            <Button type="submit" isDisabled={analyse.isPending || outOfCredits}>
              <Sparkles aria-hidden="true" className="size-4" />
              {analyse.isPending
                ? t('form.analysing')
                : loggedIn
                  ? t('form.submit')
                  : t('form.submitLoggedOut')}
            </Button>
          </Form>
        </section>
        <aside
          aria-labelledby="history"
          className="rounded-2xl border border-stone-200 bg-white p-5 shadow-card"
        >
          <h2 id="history" className="text-base font-semibold text-stone-900">
            {t('history.heading')}
          </h2>
          {!loggedIn ? (
            <p className="mt-2 text-sm text-stone-600">{t('history.loggedOut')}</p>
          ) : analyses.isPending ? (
            <ul aria-hidden="true" className="mt-3 space-y-2">
              {[0, 1, 2].map((row) => (
                <li key={row} className="h-12 animate-pulse rounded-lg bg-stone-100" />
              ))}
            </ul>
          ) : (analyses.data?.items.length ?? 0) === 0 ? (
            <p className="mt-2 flex gap-2 text-sm text-stone-600">
              <FileSearch aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-stone-400" />
              {t('history.empty')}
            </p>
          ) : (
            <ul className="mt-3 divide-y divide-stone-100">
              {analyses.data?.items.map((item) => (
                <li key={item.id}>
                  <Link
                    to={`/blueprint/${item.id}`}
                    className="block rounded-lg px-2 py-2.5 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-pine-600"
                  >
                    <span className="block text-sm font-medium text-stone-900">{item.title}</span>
                    <span className="block text-xs text-stone-500">
                      {relativeTime(new Date(item.createdAt))}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </aside>
      </div>
      <CaseLibrary />
    </PageStack>
  );
}
