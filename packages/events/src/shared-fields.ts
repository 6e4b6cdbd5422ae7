import { z } from 'zod';

export const id = z.string().min(1).max(64);
export const isoDate = z.iso.datetime({ offset: true });
export const cents = z.number().int().nonnegative();

export const categories = [
  'startup-capital',
  'expansion',
  'equipment',
  'inventory',
  'emergency-relief',
] as const;
export const category = z.enum(categories);

export const contactRoles = ['entrepreneur', 'investor', 'partner', 'other'] as const;
export const recurringIntervals = ['monthly', 'quarterly', 'annually'] as const;
export const dedicationTypes = ['inHonor', 'inMemory', 'inCelebration'] as const;
export const roles = ['creator', 'admin'] as const;
