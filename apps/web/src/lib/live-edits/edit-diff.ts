import { categories } from '../../config/constants';
import { htmlToText } from '../html';
import type { LiveText, PendingEdit } from './types';

export type EditField = 'title' | 'story' | 'category' | 'image';

export type FieldChange = {
  field: EditField;
  label: string;
  live: string;
  proposed: string;
  changed: boolean;
};

const nameOf = (category: string) =>
  categories.find((known) => known.value === category)?.label ?? category;

const labels: Record<EditField, string> = {
  title: 'Title',
  story: 'Story',
  category: 'Category',
  image: 'Image',
};

/**
 * The live campaign beside its proposed edit, field by field; the story compared as the reader sees it
 * (markup that renders the same is no change). Images are paths: the component shows them.
 */
export function editDiff(live: LiveText, edit: PendingEdit): FieldChange[] {
  const pairs: [EditField, string, string][] = [
    ['title', live.title, edit.title],
    ['category', nameOf(live.category), nameOf(edit.category)],
    ['story', live.story, edit.story],
    ['image', live.imagePath ?? '', edit.imagePath ?? ''],
  ];
  return pairs.map(([field, before, after]) => ({
    field,
    label: labels[field],
    live: before,
    proposed: after,
    changed:
      field === 'story' ? htmlToText(before).trim() !== htmlToText(after).trim() : before !== after,
  }));
}
