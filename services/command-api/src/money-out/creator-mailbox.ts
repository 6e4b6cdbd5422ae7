import type { EventStore } from '@harambee/events';
import { userDecider, userStream } from '../accounts/user';
import { loadState } from '../core/handle-command';

/** The creator's name, address and saved language for a mail; none once their personal data was erased. */
export const creatorMailbox = async (store: EventStore, creatorId: string) => {
  const { state } = await loadState(store, userStream(creatorId), userDecider);
  return state.status === 'registered' && state.email
    ? { name: state.name, email: state.email, language: state.language }
    : undefined;
};
