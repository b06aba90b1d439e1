import type { TCampaign } from '@sidecamp/domain';
import { CAMPAIGN_NOTE_MAX } from '@sidecamp/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../../../app/api/useApiMutation';
import { Button } from '../../../ui/Button';
import { FormAlert } from '../../../ui/FormAlert';
import { TextField } from '../../../ui/TextField';
import { campaignKeys, campaignsApi } from '../api/campaignsApi';

/** An interview or tester call: sign up with an optional note, then see the sender's answer. */
export function SignupPanel({ campaign }: { campaign: TCampaign }) {
  const { t } = useTranslation('campaigns');
  const [note, setNote] = useState('');
  const signUp = useApiMutation({
    mutationFn: () => campaignsApi.signUp(campaign.id, note.trim()),
    invalidate: [campaignKeys.detail(campaign.id), campaignKeys.lists()],
    success: t('signup.done'),
  });
  const status = campaign.myResponse?.status;
  if (status === 'pending' || status === 'accepted' || status === 'declined') {
    return (
      <FormAlert tone={status === 'declined' ? 'info' : 'success'}>
        {t(`signup.${status}`, { sender: campaign.sender.nickname })}
      </FormAlert>
    );
  }
  return (
    <div className="space-y-3">
      <TextField
        label={t('signup.note')}
        description={t('signup.noteHint')}
        multiline
        rows={3}
        maxLength={CAMPAIGN_NOTE_MAX}
        value={note}
        onChange={setNote}
      />
      <Button onPress={() => signUp.mutate()} isPending={signUp.isPending}>
        {t('signup.action')}
      </Button>
    </div>
  );
}
