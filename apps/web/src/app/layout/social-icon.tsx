// Outline drawings of the social networks a brand may link from its footer; any other network gets
// its initial in a circle.
const PATHS: Record<string, string> = {
  telegram: 'M21 4 3 11l6 2 2 6 3-4 5 4zM9 13l9-6-7 8',
  vk: 'M3 7h3c1 4 3 6 4 6V7h3v4c1.5 0 3-2 4-4h3c-1 3-3 5-4 5 1 0 3 2 4 5h-3c-1-2-2.5-3.5-4-3.5V17h-1C7 17 4 13 3 7z',
  youtube: 'M3 8c0-2 1-3 3-3h12c2 0 3 1 3 3v8c0 2-1 3-3 3H6c-2 0-3-1-3-3zM10 9v6l5-3z',
  instagram:
    'M4 8a4 4 0 0 1 4-4h8a4 4 0 0 1 4 4v8a4 4 0 0 1-4 4H8a4 4 0 0 1-4-4zM12 8.5a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7M17 7h.01',
  facebook: 'M14 21v-7h3l.5-3.5H14V8.5c0-1 .5-1.5 1.5-1.5h2V4h-3C12 4 10.5 5.5 10.5 8v2.5H8V14h2.5v7',
  x: 'M4 4l16 16M20 4 4 20',
  twitter: 'M4 4l16 16M20 4 4 20',
  tiktok: 'M14 4c.5 2.5 2 4 4.5 4.5V12c-1.7 0-3.2-.5-4.5-1.4V16a5 5 0 1 1-5-5v3.3a1.8 1.8 0 1 0 1.7 1.7V4z',
  whatsapp: 'M4 20l1.3-4A8 8 0 1 1 8 18.7zM9 8.5c0 3.5 3 6.5 6.5 6.5l1-1.5-2-1-1 1c-1-.5-2-1.5-2.5-2.5l1-1-1-2z',
};

/** The drawing of a social network by its configured name (case-insensitive). */
export function SocialIcon({ name }: { name: string }) {
  const path = PATHS[name.trim().toLowerCase()];
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.7"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {path ? (
        <path d={path} />
      ) : (
        <>
          <circle cx="12" cy="12" r="9" />
          <text x="12" y="16" textAnchor="middle" fontSize="11" fill="currentColor" stroke="none">
            {name.trim().slice(0, 1).toUpperCase()}
          </text>
        </>
      )}
    </svg>
  );
}
