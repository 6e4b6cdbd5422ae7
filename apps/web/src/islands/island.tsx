import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, use } from 'react';
import type { IslandName } from './island-texts';

/** The islands the server's render of an islands page placed, collected for its texts; none on any other page. */
export const RenderedIslands = createContext<Set<IslandName> | undefined>(undefined);

/**
 * A part of a public page that the browser makes live on its own: on an islands page only these are hydrated, each
 * with `props` (JSON) and its own texts, and with the answers of `queries` it was rendered with (its first render in
 * the browser is the server's, asking nothing). The wrapper takes no box, so the page lays out as without it; the
 * app renders the part alone.
 */
export function Island<P extends object>({
  name,
  props,
  queries = [],
  children,
}: {
  name: IslandName;
  props: P;
  queries?: readonly QueryKey[];
  children: ReactNode;
}) {
  const rendered = use(RenderedIslands);
  const queryClient = useQueryClient();
  // The app's own pages keep their markup as it was.
  if (!rendered) return children;
  rendered.add(name);
  const answers = queries.map((key) => [key, queryClient.getQueryData(key)]);
  return (
    <div
      data-island={name}
      data-island-props={JSON.stringify(props)}
      data-island-queries={answers.length > 0 ? JSON.stringify(answers) : undefined}
      style={{ display: 'contents' }}
    >
      {children}
    </div>
  );
}
