import { createContext, type ReactNode, use } from 'react';
import type { IslandName } from './island-texts';

/** The islands the server's render of an islands page placed, collected for its texts; none on any other page. */
export const RenderedIslands = createContext<Set<IslandName> | undefined>(undefined);

/**
 * A part of a public page that the browser makes live on its own: on an islands page only these are hydrated, each
 * with `props` (JSON) and its own texts. The wrapper takes no box, so the page lays out as without it; the app
 * renders the part alone.
 */
export function Island<P extends object>({
  name,
  props,
  children,
}: {
  name: IslandName;
  props: P;
  children: ReactNode;
}) {
  const rendered = use(RenderedIslands);
  // The app's own pages keep their markup as it was.
  if (!rendered) return children;
  rendered.add(name);
  return (
    <div
      data-island={name}
      data-island-props={JSON.stringify(props)}
      style={{ display: 'contents' }}
    >
      {children}
    </div>
  );
}
