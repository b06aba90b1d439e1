import { INTEGRATIONS, type IntegrationCode, type ZProfileLinksInput, ZWebAddress } from '@sidecamp/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiError } from '../../../app/api/ApiError';
import { apiRequest } from '../../../app/api/apiClient';
import { errorMessage } from '../../../app/api/errorMessage';
import { Button } from '../../../ui/Button';
import { FormAlert } from '../../../ui/FormAlert';
import { TextField } from '../../../ui/TextField';
import { toast } from '../../../ui/toast';
import { profileKeys } from '../api/profileKeys';
import { useViewerNo } from '../hooks/useViewerNo';

const ZLinks = z.object({ links: z.array(z.object({ integration: z.string(), url: z.string() })) });
type Drafts = Record<IntegrationCode, string>;

/** One address per integration (Slack, GitHub, Figma ...); an empty field means no link. */
export function LinksEditor({ links }: { links: readonly { integration: string; url: string }[] }) {
  const { t } = useTranslation('profiles');
  const { t: tCommon } = useTranslation('common');
  const queryClient = useQueryClient();
  const viewer = useViewerNo();
  const [drafts, setDrafts] = useState<Drafts>(() => {
    const initial = Object.fromEntries(INTEGRATIONS.codes.map((code) => [code, ''])) as Drafts;
    for (const link of links) if (INTEGRATIONS.isCode(link.integration)) initial[link.integration] = link.url;
    return initial;
  });
  const [errors, setErrors] = useState<Partial<Record<IntegrationCode, string>>>({});

  const save = useMutation({
    mutationFn: (input: z.infer<typeof ZProfileLinksInput>) =>
      apiRequest('/profiles/me/links', { method: 'PUT', body: input, schema: ZLinks }),
    onSuccess: () => {
      if (viewer !== null) void queryClient.invalidateQueries({ queryKey: profileKeys.person(viewer) });
      toast.success(t('edit.links.saved'));
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Partial<Record<IntegrationCode, string>> = {};
    const chosen: { integration: IntegrationCode; url: string }[] = [];
    for (const code of INTEGRATIONS.codes) {
      const url = drafts[code].trim();
      if (url === '') continue;
      const checked = ZWebAddress.safeParse(url);
      if (checked.success) chosen.push({ integration: code, url: checked.data });
      else found[code] = checked.error.issues[0]?.message;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate({ links: chosen });
  };

  // The server names a bad link by its index in what was sent (links.2.url).
  const serverMessage = (code: IntegrationCode): string | undefined => {
    if (!(save.error instanceof ApiError)) return undefined;
    const sent = INTEGRATIONS.codes.filter((candidate) => drafts[candidate].trim() !== '');
    const index = sent.indexOf(code);
    return save.error.fields.find((issue) => issue.field.startsWith(`links.${index}.`))?.message;
  };
  const banner =
    save.error &&
    !(save.error instanceof ApiError && save.error.fields.some((issue) => /^links\.\d+\./.test(issue.field)))
      ? save.error instanceof ApiError
        ? errorMessage(save.error, tCommon)
        : tCommon('errors.INTERNAL')
      : null;

  return (
    <Form onSubmit={onSubmit} validationBehavior="aria" className="space-y-4">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {INTEGRATIONS.entries.map((entry) => (
          <TextField
            key={entry.code}
            label={entry.label}
            type="url"
            placeholder="https://"
            value={drafts[entry.code]}
            onChange={(url) => setDrafts((current) => ({ ...current, [entry.code]: url }))}
            error={errors[entry.code] ?? serverMessage(entry.code)}
          />
        ))}
      </div>
      {banner && <FormAlert>{banner}</FormAlert>}
      <Button type="submit" variant="secondary" isPending={save.isPending}>
        {t('edit.links.save')}
      </Button>
    </Form>
  );
}
