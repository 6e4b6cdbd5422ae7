import type { SqlDatabase } from '@harambee/database';
import { scratchReadModels } from '@harambee/projector';

/** The read models an as-of answer folds the log into: the campaign, its backers and its decisions. */
export const asOfReadModels = (openEmpty?: () => Promise<SqlDatabase>) =>
  scratchReadModels(['campaigns', 'donations', 'history'], openEmpty);
