import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  clearDraft,
  loadDraft,
  newDraft,
  saveDraft,
  type CampaignDraft,
  type CreatorPrefill,
  type SavedCreator,
} from '../lib/draft';
import { deleteDraftImage, loadDraftImage, saveDraftImage } from '../lib/image-store';
import type { DetailsInput } from '../schemas';

/** `lost`: the draft had an image this browser no longer holds, so the creator is asked for it again. */
type ImageState = { file: File | null; restoring: boolean; lost: boolean };

/**
 * The image saved for this draft, if this browser still has it: after a reload, or when the creator continues
 * from the mailed link in another tab (the verification request never carries the image).
 */
function useRestoredImage(draft: CampaignDraft): [ImageState, (state: ImageState) => void] {
  const expected = Boolean(draft.image);
  const wanted = expected || Boolean(draft.verification?.confirmed);
  const [image, setImage] = useState<ImageState>({ file: null, restoring: wanted, lost: false });
  const { draftId } = draft;
  useEffect(() => {
    if (!wanted) return;
    let active = true;
    loadDraftImage(draftId)
      .catch(() => undefined)
      .then((file) => {
        if (active)
          setImage({
            file: file ?? null,
            restoring: false,
            lost: !file && expected,
          });
      });
    return () => {
      active = false;
    };
    // Restore once, for the draft that was found on load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draftId]);
  return [image, setImage];
}

/** The creation form's state, saved to session storage as it changes; the image goes to IndexedDB. */
export function useCampaignDraft(prefill?: CreatorPrefill) {
  const [stored] = useState(loadDraft);
  const [draft, setDraft] = useState<CampaignDraft>(
    () => stored ?? newDraft(crypto.randomUUID(), prefill),
  );
  const [image, setImageState] = useRestoredImage(draft);

  const discarded = useRef(false);
  // Saved as the change renders: Preact runs effects only after the next frame, which a reload can beat.
  useLayoutEffect(() => {
    if (!discarded.current) saveDraft(draft);
  }, [draft]);

  const setDetails = useCallback(
    (patch: Partial<DetailsInput>) =>
      setDraft((current) => ({ ...current, details: { ...current.details, ...patch } })),
    [],
  );

  const setCreator = useCallback(
    (patch: Partial<SavedCreator>) =>
      setDraft((current) => {
        const creator = { ...current.creator, ...patch };
        // A verification belongs to one address: changing the email starts it again.
        const verification =
          current.verification?.email === creator.email.trim().toLowerCase()
            ? current.verification
            : null;
        return { ...current, creator, verification };
      }),
    [],
  );

  const setVerification = useCallback(
    (verification: CampaignDraft['verification']) =>
      setDraft((current) => ({ ...current, verification })),
    [],
  );

  const setImage = useCallback(
    (file: File) => {
      setImageState({ file, restoring: false, lost: false });
      setDraft((current) => ({
        ...current,
        image: { name: file.name, type: file.type, size: file.size },
      }));
      // If IndexedDB refuses it, a reload finds no image and asks for it again.
      saveDraftImage(draft.draftId, file).catch(() => undefined);
    },
    [draft.draftId, setImageState],
  );

  const discard = useCallback(() => {
    discarded.current = true;
    clearDraft();
    void deleteDraftImage(draft.draftId).catch(() => undefined);
  }, [draft.draftId]);

  return {
    draft,
    restored: stored !== null,
    image,
    setDetails,
    setCreator,
    setVerification,
    setImage,
    discard,
  };
}
