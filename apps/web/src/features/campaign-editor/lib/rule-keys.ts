import { UPDATE_MESSAGES } from '../schemas';

/** An update's own rule, by its key in the catalogue (its title's rules are the campaign's, shared). */
export const UPDATE_RULE_KEYS = new Map([[UPDATE_MESSAGES.content, 'create.rule.content']]);
