import { COUNT_MESSAGE } from './schemas';

/** The test tool's own rule, by its key in the catalogue (the offline gift's rules are the donation form's, shared). */
export const GENERATE_RULE_KEYS = new Map([[COUNT_MESSAGE, 'admin.generate.rule.count']]);
