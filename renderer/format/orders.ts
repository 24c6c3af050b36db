/**
 * How money and order facts read in the Quotes and Orders views: in the app's locale; what the
 * service sends now in the currency of its market, what was kept (an order placed, a job's quote, a
 * limit) in the currency it was made in.
 */

import { OrderStatus, PaymentMethodType, offeringGroupNames } from '../../electron/shared/models/enums.js';
import type { HistoryOrder } from '../../electron/shared/models/order-history.js';
import type { PaymentMethod } from '../../electron/shared/models/template-orders.js';
import { defaultMarketId, markets } from '../../electron/shared/models/markets.js';
import type { Currency } from '../../electron/shared/models/markets.js';
import { formatAmount, formatMoney, type Money } from '../../electron/shared/models/money.js';
import { appIntl } from './intl.js';

/**
 * The currency of the service in use. The account store sets it from every account status (the core
 * decides the market: never guessed here). It is ambient, as the locale is: there is one service at a
 * time, the window shows nothing before the first status, and a view mounts afresh after the service
 * changes, so every amount on screen is in the service's currency.
 */
let serviceCurrency: Currency = markets[defaultMarketId].currency;

export function setServiceCurrency(currency: Currency): void {
  serviceCurrency = currency;
}

/** An amount of the service's money, written the app's locale's way (the rules main-process texts use too). */
export function money(value: number): string {
  return formatMoney(value, serviceCurrency, { locale: appIntl().locale });
}

/** The currency the service prices in now (the market's). */
export function currentCurrency(): Currency {
  return serviceCurrency;
}

/** A kept amount (an order's total, a job's quote), in its own currency: never relabelled by a market change. */
export function amount(value: Money): string {
  return formatAmount(value, { locale: appIntl().locale });
}

/** A limit or budget as people set it, in its own currency: whole amounts without cents ("$250"), others with them. */
export function moneyBrief(value: Money): string {
  if (!Number.isInteger(value.amount)) return amount(value);
  return appIntl().formatNumber(value.amount, {
    style: 'currency',
    currency: value.currency,
    maximumFractionDigits: 0,
  });
}

/** A unit price: up to four digits, as the service sends them. */
export function unitMoney(value: number): string {
  return formatMoney(value, serviceCurrency, { unitPrice: true, locale: appIntl().locale });
}

/**
 * An order's price per copy: its total over its copies, with the currency's two decimals and as many
 * more as it takes (up to six) for the copies times the price shown to come to the total to the cent:
 * $31.00 for 3 is "$10.3333" (× 3 = $31.00), never "$10.33" (× 3 = $30.99).
 */
export function perCopyMoney(total: number, copies: number): string {
  const exact = total / copies;
  const cents = Math.round(total * 100);
  let digits = 2;
  while (digits < 6 && Math.round(Number(exact.toFixed(digits)) * copies * 100) !== cents) digits += 1;
  return appIntl().formatNumber(exact, {
    style: 'currency',
    currency: serviceCurrency,
    minimumFractionDigits: 2,
    maximumFractionDigits: digits,
  });
}

/** The service's name of an order status; "Status N" for a number the models do not know. */
export function orderStatusName(status: number): string {
  const name = Object.entries(OrderStatus.values).find(([, value]) => value === status)?.[0];
  return name ?? `Status ${status}`;
}

/** How a status reads as a badge: stopped short (canceled, expired), shipped, or under way. */
export function orderStatusTone(status: number): 'danger' | 'success' | 'accent' {
  const { Canceled, Expired, Shipped } = OrderStatus.values;
  if (status === Canceled || status === Expired) return 'danger';
  return status === Shipped ? 'success' : 'accent';
}

/** How an order was paid, in words: the kind, and the card's name and last digits or the account. */
export function paymentText(payment: PaymentMethod): string {
  const { CreditLimit, CorporateAccount, UserPCard } = PaymentMethodType.values;
  const say = appIntl().formatMessage;
  switch (payment?.PaymentMethodType) {
    case CreditLimit:
      return say({ id: 'format.payment.credit' });
    case CorporateAccount:
      return say({ id: 'format.payment.corporate' }, { id: payment.CorporateAccount?.Id ?? '' }).trim();
    case UserPCard: {
      const card = payment.UserPCardPaymentMethod;
      return card
        ? say({ id: 'format.payment.cardEnding' }, { last: card.Number.slice(-4), name: card.Name })
        : say({ id: 'format.payment.card' });
    }
    default:
      return payment?.PaymentMethodType == null
        ? '—'
        : say({ id: 'format.payment.other' }, { type: payment.PaymentMethodType });
  }
}

/** Who the parcels say they are from: name, company, e-mail and telephone; '' when the service kept none. */
export function shipFromText(shipFrom: HistoryOrder['ShipFromInfo']): string {
  if (!shipFrom) return '';
  const name = [shipFrom.FirstName, shipFrom.LastName].filter(Boolean).join(' ');
  return [name, shipFrom.CompanyName, shipFrom.Email, shipFrom.TelephoneNumber].filter(Boolean).join(', ');
}

type Notifications = NonNullable<HistoryOrder['Options']>['RecipientNotificationOptions'];

/** The recipient notification options an order was placed with, in words. */
export function notificationText(notifications: Notifications): string {
  const say = appIntl().formatMessage;
  if (!notifications) return say({ id: 'format.notifications.none' });
  const chosen = [
    notifications.ShouldNotifyRecipients && say({ id: 'format.notifications.recipients' }),
    notifications.SendShippingAlerts && say({ id: 'format.notifications.alerts' }),
    notifications.BlindCopyOwnerOnShipmentNotification && say({ id: 'format.notifications.copy' }),
    notifications.IncludeSenderContactInformation && say({ id: 'format.notifications.contact' }),
  ].filter((text): text is string => Boolean(text));
  if (chosen.length === 0) return say({ id: 'format.notifications.none' });
  const sentence = chosen.join(', ');
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

/** The steps every order goes through, in order (status numbers). */
export const orderSteps: readonly number[] = [
  OrderStatus.values.Submitted,
  OrderStatus.values.Processing,
  OrderStatus.values.Shipped,
];

/**
 * An offering's type (the service's code: PaperStock, Printing, Cutting…) in the app's language; a
 * type the catalogue does not know is shown as the service named it.
 */
export const offeringTypeName = (type: string): string =>
  appIntl().formatMessage({ id: 'format.offeringType' }, { type });

/** Offering groups in the order the service numbers them, "Other" last, with names a buyer reads. */
export const offeringGroups = [
  ...offeringGroupNames.filter((name) => name !== 'Other'),
  'Other' as const,
].map((name) => [name, () => appIntl().formatMessage({ id: 'format.offeringGroup' }, { name })] as const);
