import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useMemo } from 'react';
import styles from './rich-text-editor.module.css';

export type RichTextEditorProps = {
  id: string;
  labelId: string;
  initialHtml: string;
  onChange: (html: string, text: string) => void;
  invalid?: boolean;
  describedBy?: string;
};

type Tool = { label: string; text: string; active?: (editor: Editor) => boolean; run: (editor: Editor) => void };

const withScheme = (href: string) => (/^(https?:|mailto:)/i.test(href) ? href : `https://${href}`);

function editLink(editor: Editor) {
  const current = editor.getAttributes('link').href as string | undefined;
  const href = window.prompt('Link address (leave empty to remove the link)', current ?? 'https://')?.trim();
  if (href === undefined) return;
  const chain = editor.chain().focus().extendMarkRange('link');
  if (!href || href === 'https://') chain.unsetLink().run();
  else chain.setLink({ href: withScheme(href) }).run();
}

const extensions = [StarterKit.configure({ heading: { levels: [2, 3] }, link: { openOnClick: false, autolink: true } })];

const tools: Tool[] = [
  { label: 'Bold', text: 'B', active: (e) => e.isActive('bold'), run: (e) => e.chain().focus().toggleBold().run() },
  { label: 'Italic', text: 'I', active: (e) => e.isActive('italic'), run: (e) => e.chain().focus().toggleItalic().run() },
  { label: 'Underline', text: 'U', active: (e) => e.isActive('underline'), run: (e) => e.chain().focus().toggleUnderline().run() },
  { label: 'H2 heading', text: 'H2', active: (e) => e.isActive('heading', { level: 2 }), run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run() },
  { label: 'H3 subheading', text: 'H3', active: (e) => e.isActive('heading', { level: 3 }), run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run() },
  { label: 'Bulleted list', text: '• List', active: (e) => e.isActive('bulletList'), run: (e) => e.chain().focus().toggleBulletList().run() },
  { label: '1. List (numbered)', text: '1. List', active: (e) => e.isActive('orderedList'), run: (e) => e.chain().focus().toggleOrderedList().run() },
  { label: 'Quote', text: '❝', active: (e) => e.isActive('blockquote'), run: (e) => e.chain().focus().toggleBlockquote().run() },
  { label: 'Link', text: 'Link', active: (e) => e.isActive('link'), run: editLink },
  { label: 'Undo', text: '↶', run: (e) => e.chain().focus().undo().run() },
  { label: 'Redo', text: '↷', run: (e) => e.chain().focus().redo().run() },
];

function Toolbar({ editor }: { editor: Editor }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      active: tools.map((tool) => tool.active?.(current) ?? null),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  return (
    <div role="toolbar" aria-label="Formatting" className={styles.toolbar}>
      {tools.map((tool, index) => {
        const pressed = state.active[index];
        const disabled = (tool.label === 'Undo' && !state.canUndo) || (tool.label === 'Redo' && !state.canRedo);
        return (
          <button
            key={tool.label}
            type="button"
            className={styles.tool}
            aria-label={tool.label}
            title={tool.label}
            aria-pressed={pressed === null ? undefined : pressed}
            disabled={disabled}
            // Keep the caret in the editor: what is typed right after a click lands there, none of it lost.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => tool.run(editor)}
          >
            {tool.text}
          </button>
        );
      })}
    </div>
  );
}

/** Rich text for blog posts (tiptap); loaded on demand so the editor stays out of the public pages' scripts. */
export function RichTextEditor({ id, labelId, initialHtml, onChange, invalid = false, describedBy }: RichTextEditorProps) {
  const editorProps = useMemo(() => {
    const attributes: Record<string, string> = { id, role: 'textbox', 'aria-multiline': 'true', 'aria-labelledby': labelId };
    if (invalid) attributes['aria-invalid'] = 'true';
    if (describedBy) attributes['aria-describedby'] = describedBy;
    return { attributes };
  }, [id, labelId, invalid, describedBy]);
  const editor = useEditor({
    extensions,
    content: initialHtml,
    editorProps,
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML(), current.getText()),
  });
  return (
    <div className={`${styles.editor} ${invalid ? styles.invalid : ''}`}>
      <Toolbar editor={editor} />
      <EditorContent editor={editor} className={styles.content} />
    </div>
  );
}
