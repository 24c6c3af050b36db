/** `printdesk pause`: see bandwidth-commands.ts. */
export { pauseUsage as usage, runPause as run } from './bandwidth-commands.js';
