// Layouts of shell-spec §2. A page names its layout; an unknown name falls back to default.

const LAYOUT_NAMES = ['amp', 'base', 'countrySelector', 'default', 'empty'] as const;
type LayoutName = (typeof LAYOUT_NAMES)[number];

export function resolveLayout(name: string | null | undefined): LayoutName {
  return (LAYOUT_NAMES as readonly string[]).includes(name ?? '') ? (name as LayoutName) : 'default';
}
