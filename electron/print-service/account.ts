/** The user operation (`/usr/AccountService/user`): who the subscription key belongs to. */
import type { CallOptions, ServiceConnection } from './http.js';
import { servicePaths } from '../shared/models/service-paths.js';
import { RESTUser } from '../shared/models/account.js';

export interface AccountApi {
  getUser(options?: CallOptions): Promise<RESTUser>;
}

export function accountApi(service: ServiceConnection): AccountApi {
  return {
    getUser: async (options) =>
      service.call(
        {
          operation: 'GetUser',
          method: 'GET',
          path: servicePaths.user,
          expect: { kind: 'json', schema: RESTUser },
          idempotent: true,
        },
        options,
      ),
  };
}
