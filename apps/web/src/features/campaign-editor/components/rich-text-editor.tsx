import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import styles from './rich-text-editor.module.css';

export type RichTextEditorProps = {
  id: string;
  /** Id of the visible label that names the editor. */
  labelledBy: string;
  value: string;
  onChange: (html: string) => void;
  invalid?: boolean;
  describedBy?: string;
};

const EMPTY = '<p></p>';

type Tool = { label: string; text: ReactNode; run: (editor: Editor) => void; active?: (editor: Editor) => boolean };

/** Drawn rather than typed: a visible "1." that is not in the name "Numbered list" fails WCAG label-in-name. */
const numberedListIcon = (
  <svg width="16" height="16" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" focusable="false">
    <path d="M2 2.5h1.2v4M2 6.5h2.4M2 9.5c0-.8.6-1.3 1.2-1.3s1.2.4 1.2 1.1c0 .9-2.4 1.8-2.4 3.2h2.4M7 4h7M7 8h7M7 12h7" />
  </svg>
);

const tools: Tool[] = [
  { label: 'Bold', text: 'B', run: (e) => e.chain().focus().toggleBold().run(), active: (e) => e.isActive('bold') },
  { label: 'Italic', text: 'I', run: (e) => e.chain().focus().toggleItalic().run(), active: (e) => e.isActive('italic') },
  { label: 'Underline', text: 'U', run: (e) => e.chain().focus().toggleUnderline().run(), active: (e) => e.isActive('underline') },
  { label: 'Heading', text: 'H', run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(), active: (e) => e.isActive('heading', { level: 3 }) },
  { label: 'Bulleted list', text: '•', run: (e) => e.chain().focus().toggleBulletList().run(), active: (e) => e.isActive('bulletList') },
  { label: 'Numbered list', text: numberedListIcon, run: (e) => e.chain().focus().toggleOrderedList().run(), active: (e) => e.isActive('orderedList') },
  { label: 'Quote', text: '“', run: (e) => e.chain().focus().toggleBlockquote().run(), active: (e) => e.isActive('blockquote') },
  { label: 'Undo', text: '↶', run: (e) => e.chain().focus().undo().run() },
  { label: 'Redo', text: '↷', run: (e) => e.chain().focus().redo().run() },
];

function Toolbar({ editor, controls }: { editor: Editor; controls: string }) {
  const active = useEditorState({ editor, selector: ({ editor: current }) => tools.map((tool) => tool.active?.(current) ?? false) });
  return (
    <div className={styles.toolbar} role="toolbar" aria-label="Formatting" aria-controls={controls}>
      {tools.map((tool, index) => (
        <button
          key={tool.label}
          type="button"
          className={styles.tool}
          aria-label={tool.label}
          title={tool.label}
          aria-pressed={tool.active ? active[index] : undefined}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => tool.run(editor)}
        >
          <span aria-hidden="true">{tool.text}</span>
        </button>
      ))}
    </div>
  );
}

const extensions = [StarterKit.configure({ heading: { levels: [2, 3] }, link: { openOnClick: false } })];

/** A tiptap rich-text field giving HTML; load it lazily (see lazy-rich-text-editor) to keep it out of other pages. */
export function RichTextEditor({ id, labelledBy, value, onChange, invalid, describedBy }: RichTextEditorProps) {
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
    if (!editor || editor.isDestroyed || editor.isFocused) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (current !== value) editor.commands.setContent(value || EMPTY, { emitUpdate: false });
  }, [editor, value]);

  if (!editor || editor.isDestroyed) return null;
  return (
    <div className={`${styles.editor} ${invalid ? styles.invalid : ''}`}>
      <Toolbar editor={editor} controls={id} />
      <EditorContent editor={editor} />
    </div>
  );
}
