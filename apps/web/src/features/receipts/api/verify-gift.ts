import { useMutation } from '@tanstack/react-query';
import type { GiftClaim } from '../lib/gift-checks';

/** Verifies the gift against the public ledger in this browser; the verifier's code loads on the first press. */
export const useVerifyGift = () =>
  useMutation({
    mutationFn: async ({ claim, locale }: { claim: GiftClaim; locale: string }) =>
      (await import('../lib/verify-gift')).verifyGift(claim, locale),
  });
