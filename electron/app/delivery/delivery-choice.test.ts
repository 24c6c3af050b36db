import { describe, expect, it } from 'vitest';
import { ShippingOptions } from '../../shared/models/quotes.js';
import { arriveWithinDate, chooseDelivery, serviceDay } from './delivery-choice.js';

const ids = {
  ground: 'f2dc9f3d-ba8a-4a0c-831f-e240db9726db',
  oneToThree: '8c09e5e7-b27d-4451-8278-00c7a6923004',
  twoDay: 'a5dbddce-7f92-4d45-bbfc-3111b47e79ce',
  nextDay: 'f17e9623-7446-4d20-a1b3-290746356cf5',
  saturday: 'fb8abb21-5829-486b-84ce-63d061f21856',
};

type Offer = [id: string, name: string, commitment: string, charge: number];

/** GetShippingOptions as the service answers it, one list of offers per recipient. */
function options(...recipients: Offer[][]) {
  return ShippingOptions.parse({
    AdditionalProcessingHoursAllowed: 0,
    ShipDate: '2026-01-13T05:59:59Z',
    AvailableDeliveryOptionsPerRecipient: recipients.map((offers) => ({
      RecipientId: null,
      RecipientReferenceData: '',
      DeliveryOptionQuotes: offers.map(([Id, Name, DeliveryCommitmentDate, DeliveryCharge]) => ({
        ShippingMethodDetail: { Id, Name },
        DeliveryCommitmentDate,
        DeliveryCharge,
      })),
    })),
  });
}

// Ordered Monday 2026-01-12 before the cut-off: ships Tuesday.
const monday: Offer[] = [
  [ids.ground, 'Ground', '2026-01-20T23:59:00', 8.5117],
  [ids.oneToThree, '1 to 3 Days', '2026-01-16T16:30:00', 11.223],
  [ids.twoDay, 'Two Day Guaranteed', '2026-01-15T16:30:00', 15.5076],
  [ids.nextDay, 'Next Day Guaranteed', '2026-01-14T15:00:00', 27.2086],
];

describe('choosing the shipping for a need-by date', () => {
  it('picks the cheapest method that arrives on or before the date, and says which make it', () => {
    const choice = chooseDelivery(options(monday), '2026-01-15', 'us');
    expect(choice.chosenId).toBe(ids.twoDay);
    expect(choice.methods.map((m) => [m.name, m.arrives, m.makesDate])).toEqual([
      ['Ground', '2026-01-20', false],
      ['1 to 3 Days', '2026-01-16', false],
      ['Two Day Guaranteed', '2026-01-15', true],
      ['Next Day Guaranteed', '2026-01-14', true],
    ]);
    expect(choice.earliestId).toBe(ids.nextDay);
  });

  it('with several recipients, needs every one to make the date, sums the charges, and drops a method one is not offered', () => {
    const farther: Offer[] = [
      [ids.ground, 'Ground', '2026-01-21T23:59:00', 9],
      [ids.oneToThree, '1 to 3 Days', '2026-01-16T16:30:00', 12],
      [ids.twoDay, 'Two Day Guaranteed', '2026-01-16T16:30:00', 16],
      [ids.nextDay, 'Next Day Guaranteed', '2026-01-14T15:00:00', 28],
      [ids.saturday, 'Priority Next Day (Saturday)', '2026-01-17T12:00:00', 60],
    ];
    const choice = chooseDelivery(options(monday, farther), '2026-01-15', 'us');
    expect(choice.chosenId).toBe(ids.nextDay);
    expect(choice.methods.find((m) => m.id === ids.twoDay)).toMatchObject({
      arrives: '2026-01-16',
      commitment: '2026-01-16T16:30:00',
      charge: 31.5076,
      makesDate: false,
    });
    expect(choice.methods.some((m) => m.id === ids.saturday)).toBe(false);
  });

  it('chooses none when no method makes the date, and names the earliest (the cheaper of a day’s)', () => {
    const sameDay: Offer[] = [
      ...monday,
      [ids.saturday, 'Priority Next Day (Saturday)', '2026-01-14T12:00:00', 20],
    ];
    const choice = chooseDelivery(options(sameDay), '2026-01-12', 'us');
    expect(choice.chosenId).toBeUndefined();
    expect(choice.earliestId).toBe(ids.saturday);
    expect(choice.methods.every((m) => m.makesDate === false)).toBe(true);
  });

  it('without a date marks nothing and chooses nothing', () => {
    const choice = chooseDelivery(options(monday), undefined, 'us');
    expect(choice.chosenId).toBeUndefined();
    expect(choice.needBy).toBeUndefined();
    expect(choice.methods.every((m) => m.makesDate === undefined)).toBe(true);
  });

  it('prefers the earlier of two methods that cost the same', () => {
    const tie: Offer[] = [
      [ids.ground, 'Ground', '2026-01-15T23:59:00', 10],
      [ids.twoDay, 'Two Day Guaranteed', '2026-01-14T16:30:00', 10],
    ];
    expect(chooseDelivery(options(tie), '2026-01-16', 'us').chosenId).toBe(ids.twoDay);
  });
});

describe('the service’s days', () => {
  it('reads a zone-less commitment as the service’s day, and one with an offset in its zone', () => {
    expect(serviceDay('2026-01-15T23:59:00', 'us')).toBe('2026-01-15');
    // 03:00 UTC is still the evening before in Chicago, and already the morning in Berlin.
    expect(serviceDay('2026-01-16T03:00:00Z', 'us')).toBe('2026-01-15');
    expect(serviceDay('2026-01-16T03:00:00Z', 'de')).toBe('2026-01-16');
    expect(serviceDay('0001-01-01T00:00:00', 'us')).toBeUndefined();
  });

  it('counts "arrive within N business days" on the market’s calendar: weekends and holidays', () => {
    const at = (iso: string) => new Date(iso).getTime();
    // Friday 2026-01-16 in Chicago: two business days is Tuesday.
    expect(arriveWithinDate('us', at('2026-01-16T20:00:00Z'), 2)).toBe('2026-01-20');
    // Saturday evening UTC is still Saturday in Chicago: Monday then Tuesday.
    expect(arriveWithinDate('us', at('2026-01-17T23:00:00Z'), 2)).toBe('2026-01-20');
    // Wednesday before Thanksgiving (2026-11-26): Friday, then Monday.
    expect(arriveWithinDate('us', at('2026-11-25T18:00:00Z'), 2)).toBe('2026-11-30');
    // Maundy Thursday 2026 in London: Good Friday and Easter Monday are bank holidays.
    expect(arriveWithinDate('uk', at('2026-04-02T10:00:00Z'), 1)).toBe('2026-04-07');
    // German Unity Day 2026 is a Saturday: no day moves in Germany.
    expect(arriveWithinDate('de', at('2026-10-02T10:00:00Z'), 1)).toBe('2026-10-05');
  });
});
