const keyOf = (verificationId: string) => `verifiedLink:${verificationId}`;

/**
 * The tab the mailed link opened keeps its token, so the tab that asked for the mail can finish in the same
 * browser: creating the account takes the mailed secret, never only the handle the request answered with.
 */
export function rememberMailedToken(token: string, storage: Storage = localStorage) {
  try {
    storage.setItem(keyOf(token.split('.', 1)[0]!), token);
  } catch {
    // Storage disabled: the creator continues from the link's own tab instead.
  }
}

/** The mailed token for this verification: the handle itself when it came from the link, else what its tab kept. */
export function mailedTokenFor(handle: string, storage: Storage = localStorage): string | null {
  if (handle.includes('.')) return handle;
  try {
    return storage.getItem(keyOf(handle));
  } catch {
    return null;
  }
}

export function forgetMailedToken(handle: string, storage: Storage = localStorage) {
  try {
    storage.removeItem(keyOf(handle.split('.', 1)[0]!));
  } catch {
    // Nothing kept.
  }
}
