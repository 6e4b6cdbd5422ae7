import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getSocket } from '@/lib/socket';
import { moneyKeys } from './money-keys';

/**
 * `withdrawals:changed` reaches the creator (and admins) when a withdrawal is requested, decided or paid: the
 * withdrawals and ledgers refetch. A reconnection may have missed some, so they refetch then too.
 */
export function useLiveWithdrawals() {
  const queryClient = useQueryClient();
  useEffect(() => {
    let active = true;
    let detach = () => {};
    const refetch = () => void queryClient.invalidateQueries({ queryKey: moneyKeys.all });
    void getSocket().then((socket) => {
      if (!active) return;
      socket.on('withdrawals:changed', refetch);
      socket.io.on('reconnect', refetch);
      detach = () => {
        socket.off('withdrawals:changed', refetch);
        socket.io.off('reconnect', refetch);
      };
    });
    return () => {
      active = false;
      detach();
    };
  }, [queryClient]);
}
