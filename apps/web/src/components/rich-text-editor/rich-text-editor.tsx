import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useMemo, useState } from 'react';
import styles from './rich-text-editor.module.css';
import { Toolbar } from './toolbar';

export type RichTextEditorProps = {
  id: string;
  /** Id of the visible label that names the editor. */
  labelledBy: string;
  /** HTML, '' when empty; the editor follows it while it does not have the focus. */
  value: string;
  onChange: (html: string) => void;
  invalid?: boolean;
  describedBy?: string;
};

const EMPTY = '<p></p>';

const extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    link: { openOnClick: false, autolink: true },
  }),
];

/** A tiptap rich-text field giving HTML; load it through LazyRichTextEditor to keep tiptap out of other pages. */
export function RichTextEditor({
  id,
  labelledBy,
  value,
  onChange,
  invalid,
  describedBy,
}: RichTextEditorProps) {
  const editorProps = useMemo(
    () => ({
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        class: styles.content ?? '',
      },
    }),
    [id, labelledBy, invalid, describedBy],
  );
  const [initialContent] = useState(value || EMPTY);
  const editor = useEditor({
    extensions,
    content: initialContent,
    editorProps,
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });

  useEffect(() => {
    // For one render tiptap may hand back an editor it has destroyed and is about to replace.
    if (editor.isDestroyed || editor.isFocused) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (current !== value) editor.commands.setContent(value || EMPTY, { emitUpdate: false });
  }, [editor, value]);

  // The toolbar names the editor it controls only once that editor is in the page: aria-controls must point at an element.
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    const onCreate = () => setMounted(true);
    if (editor.isInitialized) onCreate();
    editor.on('create', onCreate);
    return () => {
      editor.off('create', onCreate);
    };
  }, [editor]);

  if (editor.isDestroyed) return null;
  return (
    <div className={`${styles.editor} ${invalid ? styles.invalid : ''}`}>
      <Toolbar editor={editor} controls={mounted ? id : undefined} />
      <EditorContent editor={editor} />
    </div>
  );
}
