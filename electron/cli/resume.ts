/** `printdesk resume`: see bandwidth-commands.ts. */
export { resumeUsage as usage, runResume as run } from './bandwidth-commands.js';
