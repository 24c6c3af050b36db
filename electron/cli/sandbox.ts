/** `printdesk sandbox`: the print-service emulator as a standalone server on loopback. */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { defaultSandboxDir } from '../platform/app-paths.js';
import { MarketId, markets } from '../shared/models/markets.js';
import { defaultSandboxLimits, parseFaultPlan, startSandbox } from '../sandbox/index.js';
import type { FaultPlan } from '../sandbox/index.js';
import { UsageError } from './command.js';
import { limitFlagOptions, limitFlagsUsage, readLimitFlags } from './limit-flags.js';

export const usage =
  (): string => `Usage: printdesk sandbox [--market us|uk|de] [--port N] [--host 127.0.0.1] [--data-dir DIR] [--key KEY] [--faults JSON] [--order-clock F] [--without OPERATIONS] [--max-upload-mb N] [--max-connections N] [--idle-timeout-s N] [--json]

Runs the print-service sandbox: a faithful emulator of the print service (storage, documents,
quotes, orders, addresses, user) with seeded sample data, for PrintDesk and any other client.

Flags:
  --market M      the market it emulates: us (US dollars, Letter and inches, US Central time), uk
                  (pounds sterling and VAT, A4 and millimetres, UK time) or de (euros and VAT, A4 and
                  millimetres, German time); default: the data folder's, else us. A data folder keeps
                  the market it was first started in
  --port N        port to listen on; 0 picks a free one (default 0)
  --host HOST     address to bind (default 127.0.0.1)
  --data-dir DIR  state and stored files (default: the "sandbox" folder in the PrintDesk data folder,
                  "sandbox-uk" or "sandbox-de" for those markets); created and seeded on first use,
                  kept across restarts
  --key KEY       subscription key of the sandbox user (default: kept from the last run, else random)
  --faults JSON   inject faults, e.g. '{"rate":0.2,"kinds":["503","reset-after"],"routes":["upload"],"seed":7}'
                  kinds: 500, 503, 429, reset-before, reset-after, delay; routes: operation names or "*"
  --order-clock F run placed orders F times faster than real time (default 1): an order is Submitted,
                  Processing after an hour and Shipped after a day (plus any extra processing time);
                  3600 makes an hour pass every second
  --without OPS   answer these operations (comma-separated) as a service without them does, 404: e.g.
                  FindOrders, which the real service does not offer
${limitFlagsUsage(defaultSandboxLimits, 'uploads')}
  --json          print one JSON line {"url","key","documentTemplateIds","orderFriendlyIds","market","currency"}
                  once listening

Stops cleanly on SIGINT or SIGTERM.`;

function parse(argv: readonly string[]) {
  const { values } = parseArgs({
    args: [...argv],
    strict: true,
    allowPositionals: false,
    options: {
      market: { type: 'string' },
      port: { type: 'string' },
      host: { type: 'string' },
      'data-dir': { type: 'string' },
      key: { type: 'string' },
      faults: { type: 'string' },
      'order-clock': { type: 'string' },
      without: { type: 'string' },
      json: { type: 'boolean' },
      ...limitFlagOptions,
    },
  });
  const port = values.port === undefined ? 0 : Number(values.port);
  if (!/^\d+$/.test(values.port ?? '0') || port > 65535)
    throw new UsageError(`--port: expected 0 to 65535, got "${values.port}"`);
  if (values.key !== undefined && !/^[\x21-\x7e]{8,256}$/.test(values.key)) {
    throw new UsageError('--key: expected 8 to 256 printable characters without spaces');
  }
  let faults: FaultPlan | undefined;
  if (values.faults !== undefined) {
    let json: unknown;
    try {
      json = JSON.parse(values.faults);
    } catch (error) {
      throw new UsageError(`--faults: not JSON (${(error as Error).message})`);
    }
    try {
      faults = parseFaultPlan(json);
    } catch (error) {
      throw new UsageError(`--faults: ${(error as Error).message}`);
    }
  }
  const orderClock = Number(values['order-clock'] ?? '1');
  if (!/^\d+(?:\.\d+)?$/.test(values['order-clock'] ?? '1') || orderClock <= 0 || orderClock > 1e9) {
    throw new UsageError(
      `--order-clock: expected a factor above 0, up to 1e9, got "${values['order-clock']}"`,
    );
  }
  const without = (values.without ?? '')
    .split(',')
    .map((op) => op.trim())
    .filter(Boolean);
  if (without.some((op) => !/^[A-Za-z]+$/.test(op)))
    throw new UsageError(`--without: expected operation names such as FindOrders, got "${values.without}"`);
  let market: MarketId | undefined;
  if (values.market !== undefined) {
    const parsed = MarketId.safeParse(values.market.toLowerCase());
    if (!parsed.success) throw new UsageError(`--market: expected us, uk or de, got "${values.market}"`);
    market = parsed.data;
  }
  return {
    market,
    port,
    orderClock,
    without,
    limits: readLimitFlags(values),
    host: values.host ?? '127.0.0.1',
    dataDir: path.resolve(values['data-dir'] ?? defaultSandboxDir(undefined, market)),
    key: values.key,
    faults,
    json: values.json ?? false,
  };
}

export async function run(argv: readonly string[]): Promise<number> {
  const args = parse(argv);
  const sandbox = await startSandbox({
    dataDir: args.dataDir,
    port: args.port,
    host: args.host,
    orderClock: args.orderClock,
    without: args.without,
    limits: args.limits,
    ...(args.market === undefined ? {} : { market: args.market }),
    ...(args.key === undefined ? {} : { key: args.key }),
    ...(args.faults === undefined ? {} : { faults: args.faults }),
  });
  const { url, key, documentTemplateIds, orderFriendlyIds, market, currency } = sandbox;
  if (args.json) {
    process.stdout.write(
      `${JSON.stringify({ url, key, documentTemplateIds, orderFriendlyIds, market, currency })}\n`,
    );
  } else {
    console.log(
      [
        'PrintDesk print-service sandbox',
        `  URL:        ${url}`,
        `  Market:     ${markets[market].name} (prices in ${currency})`,
        `  Key:        ${key}   (header Ocp-Apim-Subscription-Key)`,
        `  Data:       ${args.dataDir}`,
        `  Templates:  ${documentTemplateIds.length} document templates`,
        `  Orders:     ${orderFriendlyIds.length ? orderFriendlyIds.join(', ') : 'none yet'}`,
        ...(args.faults ? [`  Faults:     ${JSON.stringify(args.faults)}`] : []),
        ...(args.orderClock !== 1 ? [`  Order clock: ${args.orderClock}x real time`] : []),
        ...(args.without.length ? [`  Without:    ${args.without.join(', ')}`] : []),
        '',
        `Try: curl -H "Ocp-Apim-Subscription-Key: ${key}" ${url}/usr/AccountService/user`,
        'Press Ctrl+C to stop.',
      ].join('\n'),
    );
  }
  const signal = await new Promise<NodeJS.Signals | 'disconnect'>((resolve) => {
    process.once('SIGINT', () => resolve('SIGINT'));
    process.once('SIGTERM', () => resolve('SIGTERM'));
    // Forked by PrintDesk's core (electron/core/sandbox-process.ts): the channel closes when the core's
    // process ends, however it ends, and the sandbox must not outlive it.
    if (process.connected) process.once('disconnect', () => resolve('disconnect'));
  });
  await sandbox.close();
  if (process.connected) process.disconnect();
  if (!args.json) console.log(`Sandbox stopped (${signal}).`);
  return 0;
}
