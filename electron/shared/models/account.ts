/** Wire model of the calling user (GetUser). */
import { z } from 'zod';
import { WireGuid, flag, guidOrNull, text } from './primitives.js';

/** The calling user. `Password` is whatever the service sends (normally empty); never shown. */
export const RESTUser = z.object({
  Id: WireGuid,
  CustomId: text,
  Email: text,
  Password: text,
  Enabled: flag,
  CompanyId: guidOrNull,
  OrganizationId: guidOrNull,
  FirstName: text,
  LastName: text,
  Title: text,
  GenderTitle: text,
  DaytimePhoneNumber: text,
  SignUpDate: text,
  LastSignIn: text,
});
export type RESTUser = z.infer<typeof RESTUser>;
