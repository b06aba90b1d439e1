import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormAlert } from '../../../ui/FormAlert';
import { isShortOfPoints } from '../shortOfPoints';

/**
 * The refusal a paid action shows before anything is sent when the balance cannot pay its price:
 * the caller's sentence about what is too dear, and the way to the points page. Renders nothing
 * while the balance suffices or is not known yet. Its link text is in `common`, so any feature's
 * dialog can show it without loading the payments namespace.
 */
export function ShortOfPointsAlert({
  balance,
  price,
  children,
}: {
  balance: number | undefined;
  price: number;
  children: ReactNode;
}) {
  const { t } = useTranslation('common');
  if (!isShortOfPoints(balance, price)) return null;
  return (
    <FormAlert>
      {children}{' '}
      <Link to="/points" className="font-medium underline">
        {t('points.getPoints')}
      </Link>
    </FormAlert>
  );
}
