import { z } from 'zod';

// The page's Content-Security-Policy forbids eval. Without this, zod probes `new Function` on its
// first parse, and the browser reports that as a violation even though zod catches the refusal.
z.config({ jitless: true });

export { z };
