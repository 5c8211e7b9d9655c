// The service phone number quoted in error texts ({phone} in spec section 8).
// TODO: confirm the number with the provider; it can be set per build with VITE_SUPPORT_PHONE.
export const supportPhone: string =
  (import.meta.env.VITE_SUPPORT_PHONE as string | undefined) ?? '020 000 00 00';
