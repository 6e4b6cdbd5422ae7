import { escapeHtml } from '../core/mailer';
import type { SandboxText } from '../sms/sms-sender';

export type PhoneScreen =
  | { kind: 'idle' }
  | { kind: 'menu'; text: string; session: string; answered: string }
  | { kind: 'ended'; text: string; payment?: string }
  | { kind: 'texted'; text: string; payment?: string };

type Page = {
  phone: string;
  network: string;
  serviceCode: string;
  networks: { code: string; name: string }[];
  screen: PhoneScreen;
  inbox: SandboxText[];
};

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;padding:1rem;background:#f4f1ea;color:#1d1d1b}
main{max-width:22rem;margin:0 auto}.banner{background:#fff3c4;padding:.5rem;border-radius:.25rem}
.phone{background:#222;border-radius:1.5rem;padding:1rem;margin:1rem 0}
.phone a{color:#c9dcb3}.screen{background:#c9dcb3;font-family:monospace;white-space:pre-wrap;padding:.75rem;min-height:8rem;border-radius:.5rem}
form{margin:.5rem 0}label{display:block;margin:.25rem 0}input,select,button{font-size:1rem;padding:.5rem;box-sizing:border-box;width:100%;margin:.25rem 0}
button{background:#0b6e4f;color:#fff;border:0;border-radius:.25rem}.inbox li{background:#fff;margin:.5rem 0;padding:.5rem;border-radius:.25rem;list-style:none;overflow-wrap:anywhere}.inbox{padding:0}`;

const hidden = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
    .join('');

const screenText = (page: Page) => {
  const { screen } = page;
  if (screen.kind === 'idle') return `Dial ${page.serviceCode} to give.`;
  if (screen.kind === 'texted') return `Text sent: ${screen.text}`;
  return screen.text;
};

/** The phone's PIN prompt, played by the sandbox checkout: where the started payment is approved or declined. */
const pinPrompt = ({ screen }: Page) =>
  'payment' in screen && screen.payment
    ? `<p><a href="/sandbox/checkout/${encodeURIComponent(screen.payment)}">Answer the PIN prompt (sandbox checkout)</a></p>`
    : '';

/** The keys under the screen: an answer while the menu asks, else the call button. */
const keys = (page: Page, phone: Record<string, string>) =>
  page.screen.kind === 'menu'
    ? `<form method="post" action="/sandbox/phone/dial">${hidden({ ...phone, session: page.screen.session, answered: page.screen.answered })}
<label>Answer <input name="answer" autocomplete="off" autofocus></label><button type="submit">Send</button></form>
<form method="get" action="/sandbox/phone">${hidden(phone)}<button type="submit">Hang up</button></form>`
    : `<form method="post" action="/sandbox/phone/dial">${hidden(phone)}<button type="submit">Dial ${escapeHtml(page.serviceCode)}</button></form>`;

/** The sandbox's phone: its screen, its keys, a text to the short code and the texts it got. */
export const phoneSimulatorPage = (page: Page) => {
  const phone = { phone: page.phone, network: page.network };
  const networks = page.networks
    .map(
      ({ code, name }) =>
        `<option value="${code}"${code === page.network ? ' selected' : ''}>${escapeHtml(name)} (${code})</option>`,
    )
    .join('');
  const inbox = page.inbox.map((text) => `<li>${escapeHtml(text.message)}</li>`).join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox phone</title><style>${STYLE}</style></head>
<body><main>
<p class="banner"><strong>Test mode: no real money moves.</strong> This phone talks to the server as Africa's Talking does.</p>
<h1>Sandbox phone</h1>
<form method="get" action="/sandbox/phone">
<label>Number <input name="phone" value="${escapeHtml(page.phone)}" inputmode="tel"></label>
<label>Network <select name="network">${networks}</select></label>
<button type="submit">Use this phone</button></form>
<div class="phone"><div class="screen" role="status" aria-label="Phone screen">${escapeHtml(screenText(page))}</div>
${pinPrompt(page)}${keys(page, phone)}</div>
<h2>Text the short code</h2>
<form method="post" action="/sandbox/phone/text">${hidden(phone)}
<label>Message <input name="words" placeholder="GIVE 4KQ7PX 500" autocomplete="off"></label><button type="submit">Send text</button></form>
<h2>Texts received</h2>
<ul class="inbox" aria-label="Texts received">${inbox || '<li>None yet.</li>'}</ul>
</main></body></html>`;
};
