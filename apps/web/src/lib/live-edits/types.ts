/** An edit of a live campaign awaiting review; the approved version stays public meanwhile. */
export type PendingEdit = {
  title: string;
  story: string;
  category: string;
  imagePath?: string;
  editedAt: string;
};

/** Why an admin turned the last edit of a live campaign down. */
export type EditRejection = { reason: string | null; at: string };

/** What a campaign read by its creator or an admin says about edits under review. */
export type EditReview = {
  pendingEdit?: PendingEdit | null;
  editRejection?: EditRejection | null;
};

export type LiveText = Pick<PendingEdit, 'title' | 'story' | 'category' | 'imagePath'>;
