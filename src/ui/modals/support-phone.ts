// The fund's service phone number ({phone} in spec section 8's texts). It comes from the
// configuration only: no number is ever made up. Outside acceptance and production the
// configuration may leave it out; the texts then have a version without a number.
import { portalConfig } from '../../config/portal-config';

/** The configured service number, if any. */
export function supportPhone(): string | undefined {
  return portalConfig().supportPhone;
}

/**
 * A message that quotes `phone` (the configured number: `supportPhone()`): `id` with the number,
 * or `id` + `NoPhone` without one.
 */
export function phoneMessage(
  id: string,
  phone: string | undefined,
): { id: string; values: { phone?: string } } {
  return phone ? { id, values: { phone } } : { id: `${id}NoPhone`, values: {} };
}
