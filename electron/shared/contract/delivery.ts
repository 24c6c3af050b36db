/**
 * Contract shapes of a delivery choice (app/delivery/): every shipping method the service offers an
 * order's recipients, each with the day it arrives and its charge, whether it makes a need-by date,
 * the one chosen for the date (the cheapest that makes it) and the earliest one can arrive.
 */
import { z } from 'zod';
import { Id, IsoDate } from './fields.js';

export const DeliveryMethod = z.strictObject({
  id: Id,
  name: z.string().max(200),
  /** The day it arrives, on the service's calendar (the latest of its recipients). */
  arrives: IsoDate,
  /** The delivery commitment as the service wrote it (its zone's wall-clock time, the latest recipient's). */
  commitment: z.string().max(64),
  /** Its delivery charges, all recipients together, in the market's currency. */
  charge: z.number(),
  /** It arrives on or before the need-by date at every recipient (absent: no date was given). */
  makesDate: z.boolean().optional(),
});
export type DeliveryMethod = z.infer<typeof DeliveryMethod>;

export const DeliveryChoice = z.strictObject({
  needBy: IsoDate.optional(),
  /** The methods offered to every recipient, in the order the service lists them. */
  methods: z.array(DeliveryMethod).max(50),
  /** The cheapest method that makes the need-by date; absent without a date, or when none makes it. */
  chosenId: Id.optional(),
  /** The method that arrives first (the cheapest of those arriving that day). */
  earliestId: Id.optional(),
});
export type DeliveryChoice = z.infer<typeof DeliveryChoice>;
