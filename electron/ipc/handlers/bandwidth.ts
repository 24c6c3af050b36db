/** The upload bandwidth: the limit, the pause of the hot folders, and their status (electron/bandwidth/). */
import type { Handlers } from '../router.js';
import type { HandlerContext } from './context.js';

type BandwidthHandlers = Pick<
  Handlers,
  'bandwidth.status' | 'bandwidth.set' | 'bandwidth.pause' | 'bandwidth.resume'
>;

export function bandwidthHandlers({ bandwidth }: HandlerContext): BandwidthHandlers {
  return {
    'bandwidth.status': () => bandwidth.status(),
    'bandwidth.set': ({ setting }) => bandwidth.setBandwidth(setting),
    'bandwidth.pause': ({ request }) => bandwidth.pause(request),
    'bandwidth.resume': () => bandwidth.resume(),
  };
}
