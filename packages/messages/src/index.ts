export { message, say, type WordValue, type Words } from './format';
export { isMessageKey, isReason, reasonIn } from './stored-reason';
export {
  type Catalogue,
  DEFAULT_LANGUAGE,
  isLanguage,
  type Language,
  LANGUAGE_CODES,
  LANGUAGES,
  type MessageKey,
} from './languages';
