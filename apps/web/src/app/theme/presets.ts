/** Preset colours offered by the settings panel; each passes WCAG AA on white for text. */
export const PRESET_COLORS = {
  default: { label: 'Blue', main: '#1e4fd8', dark: '#1536a3', light: '#5b7ff0' },
  teal: { label: 'Teal', main: '#00766c', dark: '#004d45', light: '#3aa79b' },
  purple: { label: 'Purple', main: '#6b3fc4', dark: '#4b2a91', light: '#9570e0' },
  orange: { label: 'Orange', main: '#b34700', dark: '#7f3200', light: '#e0732e' },
  rose: { label: 'Rose', main: '#b4235a', dark: '#80173f', light: '#d9578a' },
} as const;
export type PresetColor = keyof typeof PRESET_COLORS;

export const FONT_FAMILIES = {
  urbanist: { label: 'Urbanist', css: "'Urbanist', 'Helvetica Neue', Arial, sans-serif" },
  system: {
    label: 'System',
    css: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  serif: { label: 'Serif', css: "Georgia, 'Times New Roman', serif" },
} as const;
export type FontFamily = keyof typeof FONT_FAMILIES;
