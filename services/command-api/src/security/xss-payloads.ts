/** Known cross-site scripting payloads, after the OWASP filter-evasion cheat sheet and known sanitiser bypasses. */
export const XSS_PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://evil.example/xss.js></SCRIPT>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '"><script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<IMG SRC="javascript:alert(1);">',
  '<p onmouseover="alert(1)">hover</p>',
  '<span style="color:red" onmouseenter="alert(1)">x</span>',
  '<a href="https://ok.example" onclick="alert(1)">ok</a>',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt:alert(1)">click</a>',
  '<a href="jav&#x09;ascript:alert(1)">click</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">click</a>',
  '<a href=" javascript:alert(1)">click</a>',
  '<a href="vbscript:msgbox(1)">click</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>',
  '<a href="//evil.example/phish">protocol-relative</a>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">click</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<p style="width: expression(alert(1))">x</p>',
  '<style>body{background:url("javascript:alert(1)")}</style>',
  '<object data="data:text/html,<script>alert(1)</script>"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  '<body onload=alert(1)>',
  '<input autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<!--<img src=x onerror=alert(1)>-->',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<template><script>alert(1)</script></template>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
] as const;

const ALLOWED_TAGS = new Set([
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'blockquote',
  'code',
  'pre',
  'h1',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'a',
  'hr',
  'span',
]);
const LINK_ATTRIBUTES = new Set(['href', 'title', 'target', 'rel']);

/**
 * What in stored HTML could run script: a tag outside the allow-list, any attribute but a link's
 * href/title/target/rel, or a link to anything but http(s) or mailto. Empty means safe.
 * Sanitised HTML escapes `<` in text and quotes in attributes, so its tags can be read by pattern.
 */
export const unsafeParts = (html: string): string[] => {
  const problems: string[] = [];
  for (const [tag, name, rest] of html.matchAll(/<\/?([a-zA-Z][\w:-]*)([^>]*)>/g)) {
    const tagName = name!.toLowerCase();
    if (!ALLOWED_TAGS.has(tagName)) problems.push(`tag ${tag}`);
    for (const [, attribute, value] of rest!.matchAll(/([^\s=]+)(?:="([^"]*)")?/g)) {
      const attributeName = attribute!.toLowerCase();
      if (tagName !== 'a' || !LINK_ATTRIBUTES.has(attributeName))
        problems.push(`attribute ${attribute} in ${tag}`);
      else if (attributeName === 'href' && !/^(https?:\/\/|mailto:)/i.test(value ?? ''))
        problems.push(`link ${value}`);
    }
  }
  if (/<!--/.test(html)) problems.push('comment');
  return problems;
};
