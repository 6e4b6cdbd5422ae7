import { useEditorState, type Editor } from '@tiptap/react';
import type { ReactNode } from 'react';
import { useT } from '@/lib/i18n/use-t';
import styles from './rich-text-editor.module.css';

type Say = ReturnType<typeof useT>;

/** `label` is the tool's key in the catalogue (`richText.bold`); a tool without an icon shows its name. */
type Tool = {
  label: string;
  icon?: ReactNode;
  run: (editor: Editor, t: Say) => void;
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

function editLink(editor: Editor, t: Say) {
  const current = editor.getAttributes('link').href as string | undefined;
  const href = window.prompt(t('richText.linkPrompt'), current ?? 'https://')?.trim();
  if (href === undefined) return;
  const chain = editor.chain().focus().extendMarkRange('link');
  if (!href || href === 'https://') chain.unsetLink().run();
  else chain.setLink({ href: withScheme(href) }).run();
}

const tools: Tool[] = [
  {
    label: 'richText.bold',
    icon: 'B',
    run: (e) => e.chain().focus().toggleBold().run(),
    active: (e) => e.isActive('bold'),
  },
  {
    label: 'richText.italic',
    icon: 'I',
    run: (e) => e.chain().focus().toggleItalic().run(),
    active: (e) => e.isActive('italic'),
  },
  {
    label: 'richText.underline',
    icon: 'U',
    run: (e) => e.chain().focus().toggleUnderline().run(),
    active: (e) => e.isActive('underline'),
  },
  {
    label: 'richText.heading',
    icon: 'H2',
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
    active: (e) => e.isActive('heading', { level: 2 }),
  },
  {
    label: 'richText.subheading',
    icon: 'H3',
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
    active: (e) => e.isActive('heading', { level: 3 }),
  },
  {
    label: 'richText.bulletList',
    icon: '•',
    run: (e) => e.chain().focus().toggleBulletList().run(),
    active: (e) => e.isActive('bulletList'),
  },
  {
    label: 'richText.numberedList',
    icon: numberedListIcon,
    run: (e) => e.chain().focus().toggleOrderedList().run(),
    active: (e) => e.isActive('orderedList'),
  },
  {
    label: 'richText.quote',
    icon: '“',
    run: (e) => e.chain().focus().toggleBlockquote().run(),
    active: (e) => e.isActive('blockquote'),
  },
  { label: 'richText.link', run: editLink, active: (e) => e.isActive('link') },
  {
    label: 'richText.undo',
    icon: '↶',
    run: (e) => e.chain().focus().undo().run(),
    enabled: (e) => e.can().undo(),
  },
  {
    label: 'richText.redo',
    icon: '↷',
    run: (e) => e.chain().focus().redo().run(),
    enabled: (e) => e.can().redo(),
  },
];

/** The formatting buttons of the editor whose id is `controls` (undefined until that editor is in the page). */
export function Toolbar({ editor, controls }: { editor: Editor; controls: string | undefined }) {
  const t = useT();
  const states = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      tools.map((tool) => ({
        pressed: tool.active?.(current),
        disabled: tool.enabled ? !tool.enabled(current) : false,
      })),
  });
  return (
    <div
      className={styles.toolbar}
      role="toolbar"
      aria-label={t('richText.toolbar')}
      aria-controls={controls}
    >
      {tools.map((tool, index) => (
        <button
          key={tool.label}
          type="button"
          className={styles.tool}
          aria-label={t(tool.label)}
          title={t(tool.label)}
          aria-pressed={states[index]?.pressed}
          disabled={states[index]?.disabled}
          // Keep the caret in the editor: what is typed right after a click lands there, none of it lost.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => tool.run(editor, t)}
        >
          <span aria-hidden="true">{tool.icon ?? t(tool.label)}</span>
        </button>
      ))}
    </div>
  );
}
