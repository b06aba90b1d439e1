import type { TGiftCard } from '@sidecamp/domain';
import { Gift } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiStore } from '../../../app/store/uiStore';
import { useUserStore } from '../../../app/store/userStore';
import { Button } from '../../../ui/Button';
import { ButtonLink } from '../../../ui/ButtonLink';
import { EmptyState } from '../../../ui/EmptyState';
import { PageHeader } from '../../../ui/PageHeader';
import { PageStack } from '../../../ui/PageStack';
import { GiftCardCodePanel } from '../components/GiftCardCodePanel';
import { GiftCardList } from '../components/GiftCardList';
import { GiveGiftCardPanel } from '../components/GiveGiftCardPanel';
import { RedeemGiftCardForm } from '../components/RedeemGiftCardForm';

type BoughtCard = TGiftCard & { code: string };

/**
 * Gift cards (D25/I39): give points as a code bought with your own points, redeem a code someone
 * gave you, and see the cards you bought. Whole codes exist only in this page's memory, right
 * after each purchase (the server keeps a hash), so every card bought during the visit stays shown.
 */
export function GiftCardsPage() {
  const { t } = useTranslation('payments');
  const loggedIn = useUserStore((state) => state.loggedIn);
  const openLogin = useUiStore((state) => state.setLoginDialogOpen);
  const [bought, setBought] = useState<BoughtCard[]>([]);

  if (!loggedIn) {
    return (
      <PageStack>
        <PageHeader title={t('giftCards.title')} description={t('giftCards.description')} />
        <EmptyState
          icon={Gift}
          title={t('giftCards.logInTitle')}
          description={t('giftCards.logInBody')}
          actions={<Button onPress={() => openLogin(true)}>{t('giftCards.logIn')}</Button>}
        />
      </PageStack>
    );
  }

  return (
    <PageStack>
      <PageHeader
        title={t('giftCards.title')}
        description={t('giftCards.description')}
        actions={
          <ButtonLink to="/points/history" variant="secondary">
            {t('giftCards.toWallet')}
          </ButtonLink>
        }
      />
      {bought.map((card) => (
        <GiftCardCodePanel key={card.id} card={card} />
      ))}
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2 md:items-start">
        <GiveGiftCardPanel
          onBought={(card) => {
            const { code } = card;
            // A retry under the same key answers the same card: show it once.
            if (code) setBought((shown) => [{ ...card, code }, ...shown.filter((one) => one.id !== card.id)]);
          }}
        />
        <RedeemGiftCardForm />
      </div>
      <GiftCardList />
    </PageStack>
  );
}
