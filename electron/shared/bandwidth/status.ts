/**
 * What the app says about its upload bandwidth (the IPC contract carries it as is, for the status
 * bar and the Hot folders view): the setting, the limit in force and until when, the measured upload
 * rate, and the pause. Environment-neutral (zod only).
 */
import { z } from 'zod';
import { BandwidthSetting, PauseSetting, UploadRate } from './setting.js';

export const BandwidthStatus = z.strictObject({
  /** The setting in force: the app's, or the command line's `--bwlimit` for that run. */
  setting: BandwidthSetting,
  /** The setting in the `--bwlimit` grammar ("Mon-Fri,08:00,2M 18:00,off"). */
  text: z.string(),
  source: z.enum(['settings', 'command-line']),
  /** The limit in force now, bytes per second; null for none. */
  limit: UploadRate.nullable(),
  /** When the timetable next changes the limit (ISO 8601); absent when it never does. */
  limitUntil: z.string().optional(),
  /** Upload bytes per second handed to the network over the last seconds, every upload counted. */
  rateBytesPerSecond: z.number().min(0),
  /** Hot folders paused until a time or until resumed; null while they run. */
  pause: PauseSetting.nullable(),
});
export type BandwidthStatus = z.infer<typeof BandwidthStatus>;
