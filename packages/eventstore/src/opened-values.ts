import { keptLast } from './kept-last';
import { openWith, sealWith } from './personal-data-vault';

/**
 * Opens sealed values, keeping the last ones opened or sealed here (those of the last few hundred gifts) by their
 * sealed text, so the projector and the process managers reading the same event decrypt it once, and a reader of an
 * event this process appended not at all. Only asked once the read found the subject's key, so an erased subject
 * reads as erased whatever is kept; a sealed text is unique (its IV and tag), so it opens to what it opened to before.
 */
export const openingOnce = () => {
  const opened = keptLast<string>(4_096);
  return {
    open: (key: Buffer, sealed: string) => opened(sealed, () => openWith(key, sealed)),
    seal: (key: Buffer, subjectId: string, value: string) => {
      const sealed = sealWith(key, subjectId, value);
      opened.keep(sealed, value);
      return sealed;
    },
  };
};
