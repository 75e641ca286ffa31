/**
 * Prices in USD number format without decimals (part 1 §9): "$12,000". The texts label them
 * MXN, as the product always has.
 */
const priceFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 0, maximumFractionDigits: 0 });

export const formatPrice = (value: number) => priceFormat.format(value);
