import { z } from 'zod';

export const toCents = (dollars: number) => Math.round(dollars * 100);
export const toDollars = (cents: number) => cents / 100;

const decimal = /^-?\d+(\.\d+)?$/;

/**
 * A dollar amount with at most two decimals: a JSON number, or the decimal text a multipart form sends.
 * Nothing else is read as a number (not true, not [7], not '0x10').
 */
export const dollars = (message: string) =>
  z
    .preprocess(
      (value) => (typeof value === 'string' && decimal.test(value.trim()) ? Number(value) : value),
      z.number({ error: message }),
    )
    .refine(
      (value) => Number.isFinite(value) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
      {
        message,
      },
    );
