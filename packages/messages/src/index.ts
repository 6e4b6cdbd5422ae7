export { message, say, type WordValue, type Words } from './format';
export { MESSAGE_KEY_HEADER } from './message-key-header';
export { isMessageKey, isReason, reasonIn } from './stored-reason';
export { reasonWithValues, reasonWords } from './reason-words';
export {
  type Catalogue,
  DEFAULT_LANGUAGE,
  isLanguage,
  type Language,
  LANGUAGE_CODES,
  LANGUAGES,
  type MessageKey,
} from './languages';
