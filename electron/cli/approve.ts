/** `printdesk approve`: see approval-commands.ts. */
export { approveUsage as usage, runApprove as run } from './approval-commands.js';
