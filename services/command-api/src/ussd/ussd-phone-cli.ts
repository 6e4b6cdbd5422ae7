/**
 * `npm run ussd`: a phone dialling the USSD menu of a running server, in the terminal, as Africa's Talking's
 * gateway would call it (each answer added to `text`, joined by `*`). Needs the server's USSD_CALLBACK_SECRET;
 * PUBLIC_URL (default http://localhost:3000), USSD_PHONE (+254712345678) and USSD_NETWORK (63902, Safaricom)
 * say where it calls and as whom.
 */
import { randomUUID } from 'node:crypto';
import { createInterface } from 'node:readline';

const secret = process.env.USSD_CALLBACK_SECRET;
if (!secret) {
  console.error(
    'Set USSD_CALLBACK_SECRET to the server’s, e.g. USSD_CALLBACK_SECRET=… npm run ussd',
  );
  process.exit(1);
}
const site = process.env.PUBLIC_URL ?? 'http://localhost:3000';
const phoneNumber = process.env.USSD_PHONE ?? '+254712345678';
const networkCode = process.env.USSD_NETWORK ?? '63902';
const serviceCode = process.env.USSD_SERVICE_CODE ?? '*384*123#';
const sessionId = `ATUid_${randomUUID()}`;

const screen = async (text: string) => {
  const response = await fetch(`${site}/api/v1/ussd/${secret}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ sessionId, serviceCode, phoneNumber, networkCode, text }),
  });
  const reply = await response.text();
  if (!response.ok) throw new Error(`The server answered ${response.status}: ${reply}`);
  return reply;
};

/** Plays the session: each screen shown, each answer typed, until the menu ends. */
const play = async () => {
  const terminal = createInterface({ input: process.stdin });
  // Lines as they come, typed or piped (a question would be refused once piped input has ended).
  const answers = terminal[Symbol.asyncIterator]();
  console.log(`${phoneNumber} dials ${serviceCode}`);
  let text = '';
  for (;;) {
    const reply = await screen(text);
    console.log(`\n${reply.slice(4)}\n`);
    if (reply.startsWith('END')) break;
    process.stdout.write('> ');
    const next = await answers.next();
    if (next.done) break;
    const answer = String(next.value).trim();
    text = text === '' ? answer : `${text}*${answer}`;
  }
  terminal.close();
};

void play();
