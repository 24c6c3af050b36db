/** The upload bandwidth: the limit, the pause of the hot folders, and their status (electron/bandwidth/). */
import type { Handlers } from '../router.js';
import type { CoreContext } from './context.js';

type BandwidthHandlers = Pick<
  Handlers,
  'bandwidth.status' | 'bandwidth.set' | 'bandwidth.pause' | 'bandwidth.resume'
>;

export function bandwidthHandlers(ctx: CoreContext): BandwidthHandlers {
  return {
    'bandwidth.status': () => ctx.bandwidth.status(),
    'bandwidth.set': ({ setting }) => ctx.bandwidth.setBandwidth(setting),
    'bandwidth.pause': ({ request }) => ctx.bandwidth.pause(request),
    'bandwidth.resume': () => ctx.bandwidth.resume(),
  };
}
