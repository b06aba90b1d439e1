import { Check, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../ui/Button';
import type { ButtonVariant } from '../../../../ui/buttonStyles';

/**
 * Accept and Decline for a team invitation or a request to join, each named for screen readers
 * (who or which booth is answered), both disabled while an answer is on its way.
 */
export function AcceptDeclineButtons({
  onAnswer,
  isDisabled,
  acceptLabel,
  declineLabel,
  acceptVariant = 'launch',
}: {
  onAnswer: (accept: boolean) => void;
  isDisabled: boolean;
  acceptLabel: string;
  declineLabel: string;
  acceptVariant?: ButtonVariant;
}) {
  const { t } = useTranslation('booths');
  return (
    <>
      <Button
        variant={acceptVariant}
        size="sm"
        isDisabled={isDisabled}
        onPress={() => onAnswer(true)}
        aria-label={acceptLabel}
      >
        <Check aria-hidden="true" className="size-4" />
        {t('team.accept')}
      </Button>
      <Button
        variant="secondary"
        size="sm"
        isDisabled={isDisabled}
        onPress={() => onAnswer(false)}
        aria-label={declineLabel}
      >
        <X aria-hidden="true" className="size-4" />
        {t('team.decline')}
      </Button>
    </>
  );
}
