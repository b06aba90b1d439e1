import { PASSWORD_MIN_LENGTH, ZPassword } from '@sidecamp/domain';
import { useMutation } from '@tanstack/react-query';
import { LockKeyhole } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../app/api/ApiError';
import { apiRequest } from '../../../app/api/apiClient';
import { errorMessage } from '../../../app/api/errorMessage';
import { type FieldErrors, isExplainedByFields, serverFieldErrors } from '../../../app/api/fieldErrors';
import { Button } from '../../../ui/Button';
import { FormAlert } from '../../../ui/FormAlert';
import { TextField } from '../../../ui/TextField';
import { toast } from '../../../ui/toast';
import { SettingsSection } from './SettingsSection';

const FIELDS = ['currentPassword', 'newPassword', 'confirm'] as const;
type Field = (typeof FIELDS)[number];
const EMPTY: Record<Field, string> = { currentPassword: '', newPassword: '', confirm: '' };

/**
 * Change the password (the server ends the account's other sessions). Accounts made by social
 * log-in have none; they can set one through the reset e-mail.
 */
export function ChangePasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useTranslation('settings');
  const { t: tCommon } = useTranslation('common');
  const [fields, setFields] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const set = (field: Field) => (value: string) => setFields((current) => ({ ...current, [field]: value }));

  const change = useMutation({
    mutationFn: (input: { currentPassword: string; newPassword: string }) =>
      apiRequest('/auth/password/change', { method: 'POST', body: input, schema: 'ZOk' }),
    onSuccess: () => {
      setFields(EMPTY);
      toast.success(t('password.changed'), t('password.changedBody'));
    },
    onError: (error) => setErrors(serverFieldErrors(error, FIELDS)),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: FieldErrors<Field> = {};
    if (fields.currentPassword === '') found.currentPassword = t('password.errors.current');
    const checked = ZPassword.safeParse(fields.newPassword);
    if (fields.newPassword === '') found.newPassword = t('password.errors.new');
    else if (!checked.success) found.newPassword = checked.error.issues[0]?.message;
    else if (fields.newPassword === fields.currentPassword) found.newPassword = t('password.errors.same');
    if (!found.newPassword && fields.confirm !== fields.newPassword)
      found.confirm = t('password.errors.mismatch');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    change.mutate({ currentPassword: fields.currentPassword, newPassword: fields.newPassword });
  };

  const banner =
    change.error && !isExplainedByFields(change.error, FIELDS)
      ? change.error instanceof ApiError
        ? errorMessage(change.error, tCommon)
        : tCommon('errors.INTERNAL')
      : null;

  return (
    <SettingsSection
      id="password"
      icon={LockKeyhole}
      title={t('password.title')}
      description={t('password.description')}
    >
      {hasPassword ? (
        <Form onSubmit={onSubmit} validationBehavior="aria" className="max-w-md space-y-4">
          <TextField
            label={t('password.current')}
            type="password"
            autoComplete="current-password"
            value={fields.currentPassword}
            onChange={set('currentPassword')}
            error={errors.currentPassword}
          />
          <TextField
            label={t('password.new')}
            type="password"
            autoComplete="new-password"
            description={t('password.hint', { min: PASSWORD_MIN_LENGTH })}
            value={fields.newPassword}
            onChange={set('newPassword')}
            error={errors.newPassword}
          />
          <TextField
            label={t('password.confirm')}
            type="password"
            autoComplete="new-password"
            value={fields.confirm}
            onChange={set('confirm')}
            error={errors.confirm}
          />
          {banner && <FormAlert>{banner}</FormAlert>}
          <Button type="submit" isPending={change.isPending}>
            {t('password.submit')}
          </Button>
        </Form>
      ) : (
        <p className="text-sm text-stone-700">
          {t('password.none')}{' '}
          <Link to="/forgot-password" className="font-medium text-pine-700 hover:underline">
            {t('password.setOne')}
          </Link>
        </p>
      )}
    </SettingsSection>
  );
}
