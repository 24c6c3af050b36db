/** `printdesk approvals`: see approval-commands.ts. */
export { approvalsUsage as usage, runApprovals as run } from './approval-commands.js';
