/**
 * Payment events: a checkout the provider confirmed, and a refund. The alarm centre tells the
 * payer; points and plans are credited in the same transaction, not from these.
 */
declare module '../../events/catalog' {
  interface DomainEventMap {
    'payment.completed': {
      paymentId: string;
      userNo: number;
      productLabel: string;
      amountCents: number;
      currency: string;
    };
    'payment.refunded': {
      paymentId: string;
      userNo: number;
      productLabel: string;
      amountCents: number;
      currency: string;
    };
  }
}

export {};
