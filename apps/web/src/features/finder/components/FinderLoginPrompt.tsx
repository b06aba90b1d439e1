import { LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useUiStore } from '../../../app/store/uiStore';
import { Button } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';

/** Matches are personal: a visitor is asked to log in, with what they will see once they do. */
export function FinderLoginPrompt({ title, body }: { title: string; body: string }) {
  const { t: tCommon } = useTranslation('common');
  const openLogin = useUiStore((state) => state.setLoginDialogOpen);
  return (
    <EmptyState
      camp="connect"
      icon={LogIn}
      title={title}
      description={body}
      actions={<Button onPress={() => openLogin(true)}>{tCommon('actions.logIn')}</Button>}
    />
  );
}
