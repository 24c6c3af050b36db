/**
 * Contract shapes of the upload bandwidth: the limit (a rate or a timetable), the pause of the hot
 * folders, and the status the status bar shows. They are defined once beside the code that keeps
 * them in force (electron/bandwidth/); the contract carries them as they are.
 */
export { BandwidthSetting, PauseRequest, PauseSetting } from '../bandwidth/setting.js';
export { BandwidthStatus } from '../bandwidth/status.js';
