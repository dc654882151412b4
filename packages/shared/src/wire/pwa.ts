// The installable app's web app manifest (W3C Web Application Manifest), as the server sends it per
// brand at /manifest.webmanifest. Browsers read it; the server serialises through this schema and the
// browser test parses the answer with it.
import { z } from 'zod';

const hexColour = z.string().regex(/^#[0-9a-f]{6}$/);

/** One icon of the manifest: a PNG of one size, or the SVG at any size. */
export const manifestIcon = z.object({
  src: z.string().startsWith('/'),
  sizes: z.string().regex(/^(?:\d+x\d+|any)$/),
  type: z.enum(['image/png', 'image/svg+xml']),
  purpose: z.enum(['any', 'maskable']),
});
export type ManifestIcon = z.infer<typeof manifestIcon>;

/** GET /manifest.webmanifest: the brand's name, colours, icons and start page in its default language. */
export const webAppManifest = z.object({
  id: z.string(),
  name: z.string().min(1),
  short_name: z.string().min(1).max(12),
  description: z.string(),
  lang: z.string(),
  dir: z.enum(['ltr', 'rtl']),
  start_url: z.string().startsWith('/'),
  scope: z.string().startsWith('/'),
  display: z.literal('standalone'),
  theme_color: hexColour.describe('The header colour of the brand’s default theme: the title bar blends with it'),
  background_color: hexColour.describe('The page background of the brand’s default theme (the splash screen)'),
  categories: z.array(z.string()),
  icons: z.array(manifestIcon).min(1),
});
export type WebAppManifest = z.infer<typeof webAppManifest>;
