import { useEditorState, type Editor } from '@tiptap/react';
import type { ReactNode } from 'react';
import styles from './rich-text-editor.module.css';

type Tool = {
  label: string;
  icon: ReactNode;
  run: (editor: Editor) => void;
  active?: (editor: Editor) => boolean;
  enabled?: (editor: Editor) => boolean;
};

/** Drawn rather than typed: a visible "1." that is not in the name "Numbered list" fails WCAG label-in-name. */
const numberedListIcon = (
  <svg
    width="16"
    height="16"
    viewBox="0 0 16 16"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.6"
    strokeLinecap="round"
    focusable="false"
  >
    <path d="M2 2.5h1.2v4M2 6.5h2.4M2 9.5c0-.8.6-1.3 1.2-1.3s1.2.4 1.2 1.1c0 .9-2.4 1.8-2.4 3.2h2.4M7 4h7M7 8h7M7 12h7" />
  </svg>
);

const withScheme = (href: string) => (/^(https?:|mailto:)/i.test(href) ? href : `https://${href}`);

function editLink(editor: Editor) {
  const current = editor.getAttributes('link').href as string | undefined;
  const href = window
    .prompt('Link address (leave empty to remove the link)', current ?? 'https://')
    ?.trim();
  if (href === undefined) return;
  const chain = editor.chain().focus().extendMarkRange('link');
  if (!href || href === 'https://') chain.unsetLink().run();
  else chain.setLink({ href: withScheme(href) }).run();
}

const tools: Tool[] = [
  {
    label: 'Bold',
    icon: 'B',
    run: (e) => e.chain().focus().toggleBold().run(),
    active: (e) => e.isActive('bold'),
  },
  {
    label: 'Italic',
    icon: 'I',
    run: (e) => e.chain().focus().toggleItalic().run(),
    active: (e) => e.isActive('italic'),
  },
  {
    label: 'Underline',
    icon: 'U',
    run: (e) => e.chain().focus().toggleUnderline().run(),
    active: (e) => e.isActive('underline'),
  },
  {
    label: 'H2 heading',
    icon: 'H2',
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
    active: (e) => e.isActive('heading', { level: 2 }),
  },
  {
    label: 'H3 subheading',
    icon: 'H3',
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
    active: (e) => e.isActive('heading', { level: 3 }),
  },
  {
    label: 'Bulleted list',
    icon: '•',
    run: (e) => e.chain().focus().toggleBulletList().run(),
    active: (e) => e.isActive('bulletList'),
  },
  {
    label: 'Numbered list',
    icon: numberedListIcon,
    run: (e) => e.chain().focus().toggleOrderedList().run(),
    active: (e) => e.isActive('orderedList'),
  },
  {
    label: 'Quote',
    icon: '“',
    run: (e) => e.chain().focus().toggleBlockquote().run(),
    active: (e) => e.isActive('blockquote'),
  },
  { label: 'Link', icon: 'Link', run: editLink, active: (e) => e.isActive('link') },
  {
    label: 'Undo',
    icon: '↶',
    run: (e) => e.chain().focus().undo().run(),
    enabled: (e) => e.can().undo(),
  },
  {
    label: 'Redo',
    icon: '↷',
    run: (e) => e.chain().focus().redo().run(),
    enabled: (e) => e.can().redo(),
  },
];

/** The formatting buttons of the editor whose id is `controls`. */
export function Toolbar({ editor, controls }: { editor: Editor; controls: string }) {
  const states = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      tools.map((tool) => ({
        pressed: tool.active?.(current),
        disabled: tool.enabled ? !tool.enabled(current) : false,
      })),
  });
  return (
    <div className={styles.toolbar} role="toolbar" aria-label="Formatting" aria-controls={controls}>
      {tools.map((tool, index) => (
        <button
          key={tool.label}
          type="button"
          className={styles.tool}
          aria-label={tool.label}
          title={tool.label}
          aria-pressed={states[index]?.pressed}
          disabled={states[index]?.disabled}
          // Keep the caret in the editor: what is typed right after a click lands there, none of it lost.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => tool.run(editor)}
        >
          <span aria-hidden="true">{tool.icon}</span>
        </button>
      ))}
    </div>
  );
}
