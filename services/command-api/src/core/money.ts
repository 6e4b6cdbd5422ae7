import { z } from 'zod';

export const toCents = (dollars: number) => Math.round(dollars * 100);
export const toDollars = (cents: number) => cents / 100;

/** A dollar amount with at most two decimals, as typed in a form or sent as JSON. */
export const dollars = (message: string) =>
  z.coerce
    .number({ error: message })
    .refine((value) => Number.isFinite(value) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
      message,
    });
