import { lazy, Suspense } from 'react';
import { useT } from '@/lib/i18n/use-t';
import type { RichTextEditorProps } from './rich-text-editor';
import styles from './rich-text-editor.module.css';

const Editor = lazy(() =>
  import('./rich-text-editor').then((module) => ({ default: module.RichTextEditor })),
);

/** The rich-text editor, fetched on first use so tiptap stays out of every other page's script. */
export function LazyRichTextEditor(props: RichTextEditorProps) {
  const t = useT();
  return (
    <Suspense fallback={<div className={styles.fallback}>{t('richText.loading')}</div>}>
      <Editor {...props} />
    </Suspense>
  );
}
