import { describe, expect, it } from 'vitest';
import { checkTicket } from './job-ticket.js';

const listId = '6a0c8f5e-4d1b-4c1a-9a51-0f6f2b3c4d5e';

describe('the job ticket', () => {
  it('takes a saved address or a distribution list as its recipient', () => {
    expect(checkTicket(JSON.stringify({ recipient: { kind: 'list', listId } }), 't.job.json')).toEqual({
      kind: 'ticket',
      ticket: { recipient: { kind: 'list', listId } },
    });
    expect(
      checkTicket(JSON.stringify({ recipient: { kind: 'saved', addressId: listId } }), 't.job.json'),
    ).toMatchObject({ kind: 'ticket' });
  });

  it('names the field of a bad recipient', () => {
    const bad = (recipient: unknown) => checkTicket(JSON.stringify({ recipient }), 't.job.json');
    expect(bad({ kind: 'list', listId: 'stores' })).toMatchObject({
      kind: 'bad',
      reason: expect.stringMatching(/^Job ticket t\.job\.json: field "recipient\.listId": /),
    });
    expect(bad({ kind: 'saved' })).toMatchObject({
      reason: expect.stringContaining('field "recipient.addressId"'),
    });
    expect(bad({ kind: 'group', listId })).toMatchObject({
      reason: expect.stringContaining('field "recipient.kind"'),
    });
    expect(bad({ kind: 'list', listId, extra: 1 })).toMatchObject({ kind: 'bad' });
  });
});
