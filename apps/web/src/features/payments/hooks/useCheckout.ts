import type { TCheckoutInput } from '@sidecamp/domain';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useApiMutation } from '../../../app/api/useApiMutation';
import { useUiStore } from '../../../app/store/uiStore';
import { useUserStore } from '../../../app/store/userStore';
import { toast } from '../../../ui/toast';
import { paymentsApi } from '../api/paymentsApi';

/**
 * Starts a checkout and goes to the provider's page: our own sandbox page (a path) or Stripe's
 * hosted checkout (a full address). Logged-out people are asked to log in first.
 */
export function useCheckout() {
  const { t } = useTranslation('payments');
  const navigate = useNavigate();
  const loggedIn = useUserStore((state) => state.loggedIn);
  const openLogin = useUiStore((state) => state.setLoginDialogOpen);
  const mutation = useApiMutation({
    mutationFn: (input: TCheckoutInput) => paymentsApi.checkout(input),
    onSuccess: (session) => {
      if (session.checkoutUrl.startsWith('/')) navigate(session.checkoutUrl);
      else window.location.assign(session.checkoutUrl);
    },
  });
  return {
    start: (input: TCheckoutInput) => {
      if (loggedIn) return mutation.mutate(input);
      toast.info(t('checkout.logInTitle'), t('checkout.logInBody'));
      openLogin(true);
    },
    isPending: mutation.isPending,
  };
}
