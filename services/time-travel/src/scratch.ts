import type { SqlDatabase } from '@harambee/database';
import { scratchReadModels } from '@harambee/projector';

/** The read models a question about the past folds the log into: the campaign, its backers and its decisions. */
export const timeTravelReadModels = (openEmpty?: () => Promise<SqlDatabase>) =>
  scratchReadModels(['campaigns', 'donations', 'history'], openEmpty);
