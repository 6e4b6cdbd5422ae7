import { htmlToText } from '../html';
import type { LiveText, PendingEdit } from './types';

export type EditField = 'title' | 'story' | 'category' | 'image';

export type FieldChange = {
  field: EditField;
  live: string;
  proposed: string;
  changed: boolean;
};

/**
 * The live campaign beside its proposed edit, field by field; the story compared as the reader sees it
 * (markup that renders the same is no change). Categories are ids and images paths: the component names and shows them.
 */
export function editDiff(live: LiveText, edit: PendingEdit): FieldChange[] {
  const pairs: [EditField, string, string][] = [
    ['title', live.title, edit.title],
    ['category', live.category, edit.category],
    ['story', live.story, edit.story],
    ['image', live.imagePath ?? '', edit.imagePath ?? ''],
  ];
  return pairs.map(([field, before, after]) => ({
    field,
    live: before,
    proposed: after,
    changed:
      field === 'story' ? htmlToText(before).trim() !== htmlToText(after).trim() : before !== after,
  }));
}
