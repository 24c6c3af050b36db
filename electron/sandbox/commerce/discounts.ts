/**
 * Discount codes the sandbox honours. Each code takes a share off the order's printing
 * (non-delivery) amount or off delivery charges; every applied code gets its own DiscountDetails entry.
 */
import { money, scale } from '../market/money.js';
import type { Money } from '../market/money.js';
import { GROUND_METHOD_ID } from '../market/shipping.js';

export type DiscountEffect =
  | { readonly kind: 'percent-off-printing'; readonly percent: number }
  | { readonly kind: 'amount-off-printing'; readonly amount: Money; readonly minimumPrinting: Money }
  | { readonly kind: 'free-delivery'; readonly shippingMethodId: string };

export interface DiscountCode {
  readonly code: string;
  readonly name: string;
  readonly description: string;
  readonly effect: DiscountEffect;
}

export const discountCodes: readonly DiscountCode[] = [
  {
    code: 'WELCOME10',
    name: 'Welcome 10%',
    description: '10% off printing for new customers.',
    effect: { kind: 'percent-off-printing', percent: 10 },
  },
  {
    code: 'SAVE5',
    name: '5.00 off',
    description: '5.00 off printing on orders with at least 25.00 of printing.',
    effect: { kind: 'amount-off-printing', amount: money('5.00'), minimumPrinting: money('25.00') },
  },
  {
    code: 'FREESHIP',
    name: 'Free ground shipping',
    description: 'Ground delivery at no charge.',
    effect: { kind: 'free-delivery', shippingMethodId: GROUND_METHOD_ID },
  },
];

export function findDiscountCode(code: string): DiscountCode | undefined {
  const wanted = code.trim().toUpperCase();
  return discountCodes.find((candidate) => candidate.code === wanted);
}

/** What one code takes off printing, given the printing amount still left after earlier codes. */
export function printingDiscount(effect: DiscountEffect, grossPrinting: Money, printingLeft: Money): Money {
  switch (effect.kind) {
    case 'percent-off-printing':
      return Math.min(printingLeft, scale(grossPrinting, effect.percent, 100));
    case 'amount-off-printing':
      return grossPrinting >= effect.minimumPrinting ? Math.min(printingLeft, effect.amount) : 0;
    case 'free-delivery':
      return 0;
  }
}

/** What one code takes off a recipient's delivery charge. */
export function deliveryDiscount(effect: DiscountEffect, shippingMethodId: string, chargeLeft: Money): Money {
  return effect.kind === 'free-delivery' && effect.shippingMethodId === shippingMethodId ? chargeLeft : 0;
}
