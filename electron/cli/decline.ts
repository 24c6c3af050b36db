/** `printdesk decline`: see approval-commands.ts. */
export { declineUsage as usage, runDecline as run } from './approval-commands.js';
