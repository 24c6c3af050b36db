/** `printdesk bwlimit`: see bandwidth-commands.ts. */
export { bwlimitUsage as usage, runBwlimit as run } from './bandwidth-commands.js';
