/** Address operations (`/add/AddressService`). */
import { checkRequest } from './http.js';
import type { CallOptions, ServiceConnection } from './http.js';
import { servicePaths } from '../shared/models/service-paths.js';
import { CreateAddressRequest, RESTAddress } from '../shared/models/addresses.js';

export interface AddressesApi {
  createAddress(address: CreateAddressRequest, options?: CallOptions): Promise<RESTAddress>;
  getUserMainAddress(options?: CallOptions): Promise<RESTAddress>;
}

export function addressesApi(service: ServiceConnection): AddressesApi {
  return {
    createAddress: async (address, options) =>
      service.call(
        {
          operation: 'CreateAddress',
          method: 'POST',
          path: servicePaths.createAddress,
          json: checkRequest('CreateAddress', CreateAddressRequest, address),
          expect: { kind: 'json', schema: RESTAddress },
          idempotent: false,
        },
        options,
      ),
    getUserMainAddress: async (options) =>
      service.call(
        {
          operation: 'GetUserMainAddress',
          method: 'GET',
          path: servicePaths.getUserMainAddress,
          expect: { kind: 'json', schema: RESTAddress },
          idempotent: true,
        },
        options,
      ),
  };
}
