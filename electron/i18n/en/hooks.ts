/** Event hooks' messages (English, the source): Account › Hooks and a hot folder's hook fields (docs/hooks.md). */
export const hooks = {
  'hooks.card.title': 'Hooks',
  'hooks.card.loading': 'Loading the hooks',
  'hooks.card.intro':
    'Tell other systems what happens: each event (a file uploaded, a job held or failed, an order placed or shipped, the key refused, a folder gone or back) is sent as signed JSON to an address, given to a command, or both. Each hot folder can have hooks of its own too (its settings). An event not answered is sent again later, until it is.',
  'hooks.card.save': 'Save hooks',
  'hooks.card.test': 'Send a test event',
  'hooks.card.testAnswers': 'Answers to the test event',
  'hooks.card.testAnswer': '{target}: {answer}',
  'hooks.card.secretIntro':
    'Every webhook carries X-PrintDesk-Signature-256: sha256= and the HMAC-SHA-256 of its body under this data folder’s signing secret, so the receiver can check it came from here.',
  'hooks.card.secret': 'Signing secret: <mono>{secret}</mono>',
  'hooks.card.showSecret': 'Show signing secret',
  'hooks.card.hideSecret': 'Hide signing secret',
  'hooks.fields.url': 'Webhook address',
  'hooks.fields.urlHint': 'Each event is POSTed here as JSON. Leave empty for none.',
  'hooks.fields.allowInsecureHttp': 'Send events to this plain http:// address anyway',
  'hooks.fields.allowInsecureHttpHint':
    'It is another computer: the events (file names, totals, tracking numbers) would cross the network readable.',
  'hooks.fields.command': 'Command',
  'hooks.fields.commandHint':
    'Run with each event’s JSON on its standard input (exit code 0 takes it). Leave empty for none.',
  'hooks.deliveries.title': 'Last deliveries',
  'hooks.deliveries.none': 'No event has been sent yet.',
  'hooks.deliveries.event': 'Event',
  'hooks.deliveries.target': 'To',
  'hooks.deliveries.state': 'State',
  'hooks.deliveries.answerColumn': 'Answer',
  'hooks.deliveries.time': 'Time',
  'hooks.deliveries.attempts': 'Attempts',
  'hooks.deliveries.stateText':
    '{state, select, pending {Not sent yet} delivered {Delivered} retrying {Trying again at {next}} waiting {Waiting for its hook to be set up again} givenUp {Given up} other {{state}}}',
  'hooks.deliveries.answer':
    '{kind, select, status {HTTP {status}} exit {Exit code {exitCode}} other {{error}}}',
  'hooks.deliveries.noAnswer': 'No answer yet',
};
