export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="harambee-logo" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#f97316" />
          <stop offset="1" stopColor="#c2410c" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="14" fill="url(#harambee-logo)" />
      <path d="M18 46V18h7v11h14V18h7v28h-7V35H25v11z" fill="#fff" />
    </svg>
  );
}
