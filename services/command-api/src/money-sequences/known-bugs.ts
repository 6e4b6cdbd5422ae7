/**
 * Paths the sequences step around, each naming the bug the outside oracle found on it, until it is fixed: the
 * command that would walk it does nothing there instead. Delete an entry with its fix (and its named test).
 */
export const KNOWN_BUG_PATHS: Readonly<Record<string, string>> = {};
