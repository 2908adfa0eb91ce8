// Payment goes through a provider interface, so a real acquirer can replace the local one without
// touching booking. The local provider follows the card-network test-card convention: a card number
// ending in 0002 is declined, any other card that passes the Luhn check is approved.

export interface PaymentRequest {
  reference: string;
  amount: number;
  currency: string;
  cardNumber: string;
}

export type PaymentResult = { approved: true; paymentRef: string } | { approved: false; reason: string };

export interface PaymentProvider {
  charge(request: PaymentRequest): Promise<PaymentResult>;
  /** Gives a charge back (an approved charge whose hold ran out before the order was written). */
  refund(paymentRef: string): Promise<void>;
}

export const DECLINED_TEST_CARD = '4000000000000002';
export const APPROVED_TEST_CARD = '4242424242424242';

export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

export const localPaymentProvider: PaymentProvider = {
  async charge({ reference, cardNumber }) {
    if (cardNumber.endsWith('0002')) return { approved: false, reason: 'card declined' };
    return { approved: true, paymentRef: `local-${reference}` };
  },
  async refund() {
    // The local provider moves no money: nothing to give back.
  },
};
