/**
 * The shipping that makes a need-by date, decided in one place for hot-folder jobs and the Quotes
 * view: of the methods the service offers every recipient of an order (GetShippingOptions, each
 * with its delivery commitment and charge), the cheapest whose delivery day is on or before the date
 * at every recipient; and, for when none makes it, the one that arrives first. Days are read on the
 * service's calendar: its zone-less commitment is its market's wall-clock time (docs/service-facts.md
 * §3.3), so its date part is the day on the service's calendar. Pure: no service calls here.
 */
import type { DeliveryChoice, DeliveryMethod } from '../../shared/contract/delivery.js';
import { serviceInstant } from '../../i18n/service-time.js';
import { businessCalendar } from '../../shared/models/business-days.js';
import type { MarketId } from '../../shared/models/markets.js';
import { markets } from '../../shared/models/markets.js';
import type { ShippingOptions } from '../../shared/models/quotes.js';
import { isoDate } from '../../shared/models/wall-clock.js';

/** The day a service timestamp falls on, on the service's calendar; undefined when it gave none. */
export function serviceDay(value: string | null, market: MarketId): string | undefined {
  const { timeZone } = markets[market];
  const instant = serviceInstant(value, timeZone);
  return instant ? isoDate(businessCalendar(market).clock.toWall(instant)) : undefined;
}

interface Offer {
  readonly name: string;
  readonly arrives: string;
  readonly commitment: string;
  readonly charge: number;
  readonly recipients: number;
}

/**
 * Every method offered to all of the order's recipients, arriving on the latest of their days, with
 * their charges summed; `needBy` marks which make it, picks the cheapest of those (the earlier on a
 * tie, then the service's order) and the earliest arrival (the cheaper on a tie).
 */
export function chooseDelivery(
  options: ShippingOptions,
  needBy: string | undefined,
  market: MarketId,
): DeliveryChoice {
  const perRecipient = options.AvailableDeliveryOptionsPerRecipient;
  const offers = new Map<string, Offer>();
  for (const recipient of perRecipient) {
    for (const quote of recipient.DeliveryOptionQuotes) {
      const arrives = serviceDay(quote.DeliveryCommitmentDate, market);
      if (!arrives) continue;
      const id = quote.ShippingMethodDetail.Id.toLowerCase();
      const seen = offers.get(id);
      const later =
        !seen ||
        arrives > seen.arrives ||
        (arrives === seen.arrives && quote.DeliveryCommitmentDate! > seen.commitment);
      offers.set(id, {
        name: seen?.name ?? quote.ShippingMethodDetail.Name,
        arrives: later ? arrives : seen.arrives,
        commitment: later ? quote.DeliveryCommitmentDate! : seen.commitment,
        charge: (seen?.charge ?? 0) + quote.DeliveryCharge,
        recipients: (seen?.recipients ?? 0) + 1,
      });
    }
  }
  const methods: DeliveryMethod[] = [...offers]
    .filter(([, offer]) => offer.recipients === perRecipient.length)
    .map(([id, { name, arrives, commitment, charge }]) => ({
      id,
      name,
      arrives,
      commitment,
      charge: roundCharge(charge),
      ...(needBy === undefined ? {} : { makesDate: arrives <= needBy }),
    }));
  const chosen = cheapest(methods.filter((method) => method.makesDate));
  const earliest = [...methods].sort((a, b) => a.arrives.localeCompare(b.arrives) || a.charge - b.charge)[0];
  return {
    ...(needBy === undefined ? {} : { needBy }),
    methods,
    ...(chosen ? { chosenId: chosen.id } : {}),
    ...(earliest ? { earliestId: earliest.id } : {}),
  };
}

function cheapest(methods: readonly DeliveryMethod[]): DeliveryMethod | undefined {
  return [...methods].sort((a, b) => a.charge - b.charge || a.arrives.localeCompare(b.arrives))[0];
}

/** Charges come as long decimals (§8.4): summed, kept to the service's four places. */
const roundCharge = (amount: number): number => Math.round(amount * 10_000) / 10_000;

/** The method of a choice by id. */
export function methodOf(choice: DeliveryChoice, id: string | undefined): DeliveryMethod | undefined {
  return id === undefined ? undefined : choice.methods.find((method) => method.id === id);
}

/**
 * "Arrive within N business days": the day that is `days` business days after the service's today
 * at `from` (epoch ms), on its calendar (its zone, weekends and holidays).
 */
export function arriveWithinDate(market: MarketId, from: number, days: number): string {
  const calendar = businessCalendar(market);
  const today = calendar.clock.toWall(new Date(from));
  return isoDate(calendar.addBusinessDays(today, days));
}
