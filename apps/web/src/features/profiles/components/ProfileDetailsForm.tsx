import {
  AGE_BANDS,
  EXPERIENCE,
  NICKNAME_MAX_LENGTH,
  NICKNAME_MIN_LENGTH,
  OCCUPATION_STATUS,
  PERSONALITY_TYPES,
  PROFILE_GENDERS,
  PROFILE_VISIBILITY,
  REGIONS,
  SKILL_LEVELS,
  type TProfile,
  type TProfileUpdate,
  VISIT_PURPOSES,
  ZNickname,
  ZProfileUpdate,
} from '@sidecamp/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Save } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../app/api/ApiError';
import { apiRequest } from '../../../app/api/apiClient';
import { errorMessage } from '../../../app/api/errorMessage';
import {
  type FieldErrors,
  isExplainedByFields,
  schemaFieldErrors,
  serverFieldErrors,
} from '../../../app/api/fieldErrors';
import { useUserStore } from '../../../app/store/userStore';
import { Button } from '../../../ui/Button';
import { FormAlert } from '../../../ui/FormAlert';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';
import { toast } from '../../../ui/toast';
import { AvailabilityHint, ChoiceCards, JobPicker, useAvailability } from '../../auth';
import { profileKeys } from '../api/profileKeys';
import { GenerateTextButton } from './GenerateTextButton';
import { TechStackEditor } from './TechStackEditor';

const INTRODUCTION_MAX = 2000;
const RESUME_SUMMARY_MAX = 1000;

const DETAIL_FIELDS = [
  'nickname',
  'introduction',
  'resumeSummary',
  'mainJobDetail',
  'subJobDetail',
  'occupationStatus',
  'visitPurpose',
  'skillLevel',
  'experience',
  'region',
  'gender',
  'ageBand',
  'personalityType',
  'techStacks',
  'visibility',
] as const satisfies readonly (keyof TProfileUpdate)[];
type DetailField = (typeof DETAIL_FIELDS)[number];
/** The fields the generated texts are written from (all but the texts themselves). */
const FACT_FIELDS = DETAIL_FIELDS.filter((field) => field !== 'introduction' && field !== 'resumeSummary');

/** Every ZProfileUpdate field as the form holds it: '' is "not chosen" for the optional codes. */
type Draft = Record<Exclude<DetailField, 'techStacks'>, string> & { techStacks: string[] };

function draftOf(profile: TProfile): Draft {
  return {
    nickname: profile.nickname,
    introduction: profile.introduction ?? '',
    resumeSummary: profile.resumeSummary ?? '',
    mainJobDetail: profile.mainJobDetail ?? '',
    subJobDetail: profile.subJobDetail ?? '',
    occupationStatus: profile.occupationStatus ?? '',
    visitPurpose: profile.visitPurpose ?? '',
    skillLevel: profile.skillLevel ?? '',
    experience: profile.experience ?? '',
    region: profile.region ?? '',
    gender: profile.gender ?? '',
    // '00' and '0000' are the lists' own "not specified"; the form shows that as no choice.
    ageBand: profile.ageBand === '00' ? '' : (profile.ageBand ?? ''),
    personalityType: profile.personalityType === '0000' ? '' : (profile.personalityType ?? ''),
    techStacks: [...profile.techStacks],
    visibility: profile.visibility,
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
const optionsOf = (entries: readonly { code: string; label: string }[]) =>
  entries.map((entry) => ({ value: entry.code, label: entry.label }));

function FormSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-24 rounded-2xl border border-stone-200 bg-white p-6 shadow-card sm:p-7"
    >
      <h2 id={`${id}-title`} className="text-base font-semibold text-stone-900">
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-stone-600">{description}</p>}
      <div className="mt-5">{children}</div>
    </section>
  );
}

/**
 * Everything about me that is one PATCH /profiles/me (ZProfileUpdate): name and jobs, about me,
 * tech stack and who may see the profile. Saved together with one button at the end.
 */
export function ProfileDetailsForm({ profile, children }: { profile: TProfile; children?: ReactNode }) {
  const { t } = useTranslation('profiles');
  const { t: tAuth } = useTranslation('auth');
  const { t: tCommon } = useTranslation('common');
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => draftOf(profile));
  const [errors, setErrors] = useState<FieldErrors<DetailField>>({});
  const set =
    <K extends keyof Draft>(field: K) =>
    (value: Draft[K]) => {
      setDraft((current) => ({ ...current, [field]: value }));
      setErrors((current) => ({ ...current, [field]: undefined }));
    };

  const nicknameChanged = draft.nickname.trim() !== profile.nickname;
  // The texts are written from the saved profile: edits to the other fields count once saved.
  const savedDraft = draftOf(profile);
  const unsavedFacts = FACT_FIELDS.some(
    (field) => JSON.stringify(draft[field]) !== JSON.stringify(savedDraft[field]),
  );
  const nicknameAvailability = useAvailability(
    draft.nickname,
    nicknameChanged && ZNickname.safeParse(draft.nickname).success,
  );

  const save = useMutation({
    mutationFn: (input: TProfileUpdate) =>
      apiRequest('/profiles/me', { method: 'PATCH', body: input, schema: 'ZProfile' }),
    onSuccess: (saved) => {
      queryClient.setQueryData(profileKeys.profile(saved.no, saved.no), saved);
      void queryClient.invalidateQueries({ queryKey: profileKeys.person(saved.no) });
      // The header and the session know the name and jobs too; they change with the profile.
      const { profile: session, setProfile } = useUserStore.getState();
      if (session) {
        setProfile({
          ...session,
          nickname: saved.nickname,
          img: saved.img,
          main_job: saved.mainJob,
          main_jobD: saved.mainJobDetail,
          sub_job: saved.subJob,
          sub_jobD: saved.subJobDetail,
        });
      }
      setDraft(draftOf(saved));
      toast.success(t('edit.saved'));
    },
    onError: (error) => setErrors(serverFieldErrors(error, DETAIL_FIELDS)),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const candidate = {
      nickname: draft.nickname.trim(),
      introduction: orNull(draft.introduction),
      resumeSummary: orNull(draft.resumeSummary),
      mainJobDetail: draft.mainJobDetail,
      subJobDetail: orNull(draft.subJobDetail),
      occupationStatus: draft.occupationStatus,
      visitPurpose: draft.visitPurpose,
      skillLevel: orNull(draft.skillLevel),
      experience: orNull(draft.experience),
      region: orNull(draft.region),
      gender: orNull(draft.gender),
      ageBand: orNull(draft.ageBand),
      personalityType: orNull(draft.personalityType),
      techStacks: draft.techStacks,
      visibility: draft.visibility,
    };
    const found = schemaFieldErrors(ZProfileUpdate, candidate, DETAIL_FIELDS);
    // Plain words for the choices a person must make (the code lists' own messages name codes).
    if (candidate.nickname === '') found.nickname = tAuth('signup.errors.nicknameRequired');
    if (candidate.mainJobDetail === '') found.mainJobDetail = tAuth('basics.errors.mainJob');
    if (candidate.occupationStatus === '') found.occupationStatus = tAuth('basics.errors.occupationStatus');
    if (candidate.visitPurpose === '') found.visitPurpose = tAuth('basics.errors.visitPurpose');
    if (!found.nickname && nicknameAvailability.status === 'unavailable')
      found.nickname = nicknameAvailability.message;
    setErrors(found);
    const parsed = ZProfileUpdate.safeParse(candidate);
    if (Object.keys(found).length > 0 || !parsed.success) {
      toast.error(t('edit.fixErrors'));
      return;
    }
    save.mutate(parsed.data);
  };

  const banner =
    save.error && !isExplainedByFields(save.error, DETAIL_FIELDS)
      ? save.error instanceof ApiError
        ? errorMessage(save.error, tCommon)
        : tCommon('errors.INTERNAL')
      : null;

  return (
    <Form onSubmit={onSubmit} validationBehavior="aria" className="space-y-6">
      {/* Sections that save by themselves (pictures) sit inside, so the save bar is there from the top. */}
      {children}
      <FormSection id="basics" title={t('edit.sections.basics')} description={t('edit.sections.basicsHint')}>
        <div className="space-y-6">
          <div>
            <TextField
              label={tAuth('signup.nickname')}
              name="nickname"
              description={tAuth('signup.nicknameHint', {
                min: NICKNAME_MIN_LENGTH,
                max: NICKNAME_MAX_LENGTH,
              })}
              value={draft.nickname}
              onChange={set('nickname')}
              error={
                errors.nickname ??
                (nicknameAvailability.status === 'unavailable' ? nicknameAvailability.message : undefined)
              }
            />
            <AvailabilityHint availability={nicknameAvailability} />
          </div>
          <JobPicker
            label={tAuth('basics.mainJob')}
            value={draft.mainJobDetail}
            onChange={set('mainJobDetail')}
            error={errors.mainJobDetail}
          />
          <JobPicker
            label={tAuth('basics.subJob')}
            value={draft.subJobDetail}
            onChange={set('subJobDetail')}
            error={errors.subJobDetail}
            optional
          />
          <ChoiceCards
            label={tAuth('basics.occupationStatus')}
            value={draft.occupationStatus}
            onChange={set('occupationStatus')}
            options={optionsOf(OCCUPATION_STATUS.entries)}
            error={errors.occupationStatus}
          />
          <ChoiceCards
            label={tAuth('basics.visitPurpose')}
            value={draft.visitPurpose}
            onChange={set('visitPurpose')}
            options={optionsOf(VISIT_PURPOSES.entries)}
            error={errors.visitPurpose}
          />
        </div>
      </FormSection>

      <FormSection id="about" title={t('edit.sections.about')} description={t('edit.sections.aboutHint')}>
        <div className="space-y-5">
          <TextField
            label={t('edit.fields.introduction')}
            description={t('edit.fields.introductionHint', {
              count: draft.introduction.length,
              max: INTRODUCTION_MAX,
            })}
            multiline
            rows={6}
            maxLength={INTRODUCTION_MAX}
            value={draft.introduction}
            onChange={set('introduction')}
            error={errors.introduction}
          />
          <GenerateTextButton
            kind="introduction"
            current={draft.introduction}
            onGenerated={set('introduction')}
            unsavedChanges={unsavedFacts}
          />
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <SelectField
              label={t('edit.fields.experience')}
              value={draft.experience}
              onChange={set('experience')}
              placeholder={t('edit.notSpecified')}
              options={optionsOf(EXPERIENCE.entries)}
              error={errors.experience}
            />
            <SelectField
              label={t('edit.fields.skillLevel')}
              value={draft.skillLevel}
              onChange={set('skillLevel')}
              placeholder={t('edit.notSpecified')}
              options={optionsOf(SKILL_LEVELS.entries)}
              error={errors.skillLevel}
            />
            <SelectField
              label={t('edit.fields.region')}
              value={draft.region}
              onChange={set('region')}
              placeholder={t('edit.notSpecified')}
              options={optionsOf(REGIONS.entries)}
              error={errors.region}
            />
            <SelectField
              label={t('edit.fields.personality')}
              value={draft.personalityType}
              onChange={set('personalityType')}
              placeholder={t('edit.notSpecified')}
              options={optionsOf(PERSONALITY_TYPES.entries.filter((entry) => entry.code !== '0000'))}
              error={errors.personalityType}
            />
            <SelectField
              label={t('edit.fields.gender')}
              value={draft.gender}
              onChange={set('gender')}
              placeholder={t('edit.notSpecified')}
              options={optionsOf(PROFILE_GENDERS.entries)}
              error={errors.gender}
            />
            <SelectField
              label={t('edit.fields.ageBand')}
              value={draft.ageBand}
              onChange={set('ageBand')}
              placeholder={t('edit.notSpecified')}
              options={optionsOf(AGE_BANDS.entries.filter((entry) => entry.code !== '00'))}
              error={errors.ageBand}
            />
          </div>
        </div>
      </FormSection>

      <FormSection id="resume" title={t('edit.sections.resume')} description={t('edit.sections.resumeHint')}>
        <div className="space-y-5">
          <TextField
            label={t('edit.fields.resumeSummary')}
            description={t('edit.fields.introductionHint', {
              count: draft.resumeSummary.length,
              max: RESUME_SUMMARY_MAX,
            })}
            multiline
            rows={5}
            maxLength={RESUME_SUMMARY_MAX}
            value={draft.resumeSummary}
            onChange={set('resumeSummary')}
            error={errors.resumeSummary}
          />
          <GenerateTextButton
            kind="resume"
            current={draft.resumeSummary}
            onGenerated={set('resumeSummary')}
            unsavedChanges={unsavedFacts}
          />
        </div>
      </FormSection>

      <FormSection id="stack" title={t('edit.sections.stack')} description={t('edit.sections.stackHint')}>
        <TechStackEditor value={draft.techStacks} onChange={set('techStacks')} error={errors.techStacks} />
      </FormSection>

      <FormSection
        id="visibility"
        title={t('edit.sections.visibility')}
        description={t('edit.sections.visibilityHint')}
      >
        <ChoiceCards
          label={t('edit.fields.visibility')}
          value={draft.visibility}
          onChange={set('visibility')}
          options={optionsOf(PROFILE_VISIBILITY.entries)}
          columns={3}
          error={errors.visibility}
        />
      </FormSection>

      {banner && <FormAlert>{banner}</FormAlert>}
      <div className="sticky bottom-0 z-10 -mx-4 flex items-center justify-end gap-3 border-t border-stone-200 bg-white/95 px-4 py-3 shadow-lift backdrop-blur max-lg:bottom-16 sm:mx-0 sm:rounded-xl sm:border sm:px-4 lg:bottom-4">
        <p className="mr-auto text-sm text-stone-600 max-sm:hidden">{t('edit.saveHint')}</p>
        <Button type="submit" size="lg" isPending={save.isPending}>
          <Save aria-hidden="true" className="size-4" />
          {save.isPending ? t('edit.saving') : t('edit.save')}
        </Button>
      </div>
    </Form>
  );
}
