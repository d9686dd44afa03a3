/** The co-brand: a deployment for other partners changes this file alone. */
export const brand = {
  partner: 'Partner',
  provider: 'Provider',
} as const;

export const brandName = `${brand.partner} × ${brand.provider}`;
