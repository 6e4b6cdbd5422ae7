import { useMemo } from 'react';
import { useScrolledPast } from '@/hooks/use-in-view';
import { FloatingAction } from './floating-action';

/** The call to action, floating once the element `pastId` has scrolled out above the screen. */
export function ScrolledPastAction({
  to,
  label,
  pastId,
}: {
  to: string;
  label: string;
  pastId: string;
}) {
  // Read when the hook looks, in the browser: the element is another part of the page.
  const past = useMemo(
    () => ({
      get current() {
        return document.getElementById(pastId);
      },
    }),
    [pastId],
  );
  return <FloatingAction to={to} label={label} visible={useScrolledPast(past)} />;
}
