/** How a saved address reads in one line (a choice in a list): who, then where. */
import type { RESTAddress } from '../../electron/print-service/models/addresses.js';

export function addressLine(address: RESTAddress): string {
  const name = [address.FirstName, address.LastName].filter(Boolean).join(' ') || address.CompanyName;
  const place = [
    address.Street,
    address.City,
    [address.StateOrProvince, address.PostalCode].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ');
  return name ? `${name} — ${place}` : place;
}
