/** The error body of the print service. */
import { z } from 'zod';

/** The error body the service sends (`{ErrorCode, Message}`, docs/service-facts.md §6). */
export const ServiceErrorBody = z.object({
  ErrorCode: z.string(),
  Message: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
});
export type ServiceErrorBody = z.infer<typeof ServiceErrorBody>;

/** ErrorCodes with which the real service reports its own faults under HTTP 400 (docs/service-facts.md §6). */
export const serverFaultErrorCodes: readonly string[] = [
  'UnexpectedServerErrorOccurred',
  'InternalServerError',
];
