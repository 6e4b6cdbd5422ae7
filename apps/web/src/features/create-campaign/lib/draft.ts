import type { CreatorInput, DetailsInput } from '../schemas';

export const DRAFT_KEY = 'createCampaignDraft';

export type SavedCreator = Omit<CreatorInput, 'password' | 'confirmPassword'>;
export type ImageMeta = { name: string; type: string; size: number };
/**
 * The handle the server gave for the mailed verification (or the mailed token itself, when the creator
 * continues from the link), the address it was sent to, and whether the link is known to be confirmed.
 */
export type PendingVerification = { handle: string; email: string; confirmed: boolean };

/** What survives a reload: every typed text field except the passwords, which never touch storage. */
export type CampaignDraft = {
  draftId: string;
  details: DetailsInput;
  creator: SavedCreator;
  image: ImageMeta | null;
  verification: PendingVerification | null;
};

export type CreatorPrefill = Partial<Record<keyof SavedCreator, string | null>>;

export const emptyDetails: DetailsInput = {
  title: '',
  story: '',
  goalAmount: '',
  category: '',
  endDate: '',
};
export const emptyCreator: SavedCreator = { name: '', email: '', phone: '', country: '' };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const stringsOf = <T extends Record<string, string>>(shape: T, value: unknown): T => {
  const source = isObject(value) ? value : {};
  return Object.fromEntries(
    Object.keys(shape).map((key) => [
      key,
      typeof source[key] === 'string' ? source[key] : shape[key],
    ]),
  ) as T;
};

/** A fresh draft; a signed-in creator's own details are filled in for them. */
export function newDraft(id: string, prefill: CreatorPrefill = {}): CampaignDraft {
  const creator = stringsOf(emptyCreator, prefill);
  return { draftId: id, details: emptyDetails, creator, image: null, verification: null };
}

/** Reads a stored draft defensively: anything missing or malformed falls back to empty. */
export function parseDraft(raw: string | null): CampaignDraft | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (!isObject(value) || typeof value.draftId !== 'string') return null;
    const image =
      isObject(value.image) && typeof value.image.name === 'string'
        ? (value.image as ImageMeta)
        : null;
    const verification =
      isObject(value.verification) &&
      typeof value.verification.handle === 'string' &&
      typeof value.verification.email === 'string'
        ? {
            handle: value.verification.handle,
            email: value.verification.email,
            confirmed: value.verification.confirmed === true,
          }
        : null;
    return {
      draftId: value.draftId,
      details: stringsOf(emptyDetails, value.details),
      creator: stringsOf(emptyCreator, value.creator),
      image,
      verification,
    };
  } catch {
    return null;
  }
}

export function loadDraft(storage: Storage = sessionStorage): CampaignDraft | null {
  return parseDraft(storage.getItem(DRAFT_KEY));
}

/** Writes only the known fields, so a password can never slip into storage. */
export function saveDraft(draft: CampaignDraft, storage: Storage = sessionStorage) {
  const { draftId, image, verification } = draft;
  const kept: CampaignDraft = {
    draftId,
    details: stringsOf(emptyDetails, draft.details),
    creator: stringsOf(emptyCreator, draft.creator),
    image,
    verification,
  };
  try {
    storage.setItem(DRAFT_KEY, JSON.stringify(kept));
  } catch {
    // Storage full or disabled: the form keeps working, it just will not survive a reload.
  }
}

export function clearDraft(storage: Storage = sessionStorage) {
  storage.removeItem(DRAFT_KEY);
}

/** What the verification request carries, so the mailed link can bring the draft back (never passwords or the image). */
export function verificationFormData(draft: CampaignDraft): Record<string, string> {
  return {
    draftId: draft.draftId,
    ...stringsOf(emptyDetails, draft.details),
    ...stringsOf(emptyCreator, draft.creator),
  };
}

/**
 * The draft to continue from a confirmed mailed link: this tab's own draft when it is the same one for the
 * same address, else a draft rebuilt from the details the verification request carried.
 */
export function resumedDraft(
  stored: CampaignDraft | null,
  formData: Record<string, unknown>,
  link: { token: string; email: string },
  newId: string,
): CampaignDraft {
  const email = link.email.trim().toLowerCase();
  const verification = { handle: link.token, email, confirmed: true };
  if (
    stored &&
    stored.draftId === formData.draftId &&
    stored.creator.email.trim().toLowerCase() === email
  )
    return { ...stored, verification };
  const draftId =
    typeof formData.draftId === 'string' && /^[\w-]{1,64}$/.test(formData.draftId)
      ? formData.draftId
      : newId;
  return {
    draftId,
    details: stringsOf(emptyDetails, formData),
    creator: { ...stringsOf(emptyCreator, formData), email },
    image: null,
    verification,
  };
}
