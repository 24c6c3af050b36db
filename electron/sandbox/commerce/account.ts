/** The account operation: the calling user's details (`GET /usr/AccountService/user`). */
import type { Route } from '../kernel/routes.js';
import type { SandboxUser } from '../kernel/users.js';
import { XML_NS } from '../kernel/xml.js';

/** The RESTUser wire form. The password is never sent back: the field stays empty, as the real service leaves it. */
export function restUser(user: SandboxUser): Record<string, unknown> {
  return {
    Id: user.id,
    CustomId: user.customId,
    Email: user.email,
    Password: '',
    Enabled: user.enabled,
    CompanyId: user.companyId,
    OrganizationId: user.organizationId,
    FirstName: user.firstName,
    LastName: user.lastName,
    Title: user.title,
    GenderTitle: user.genderTitle,
    DaytimePhoneNumber: user.daytimePhoneNumber,
    SignUpDate: user.signUpDate,
    LastSignIn: user.lastSignIn,
  };
}

export const accountRoutes: Route[] = [
  {
    method: 'GET',
    pattern: '/usr/AccountService/user',
    operation: 'GetUser',
    handler: (ctx) => ({ body: restUser(ctx.user), xml: { root: 'RESTUser', ns: XML_NS.account } }),
  },
];
