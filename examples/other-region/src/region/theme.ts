import { createTheme } from '@cet-portal/ui/theme';

/**
 * Regione Altra's colours over the Portale CET tokens. Every text colour keeps at least 4.5:1 on
 * `background` and `surface` (WCAG 2.1 AA), as the base theme does; the other tokens stay as they are.
 */
export const regionTheme = createTheme({
  color: {
    primary: '#7A1F3D',
    primaryHover: '#5C1730',
    text: '#2B1B22',
    textMuted: '#6B4E5A',
    surface: '#FBF3F6',
    border: '#6B4E5A',
    borderSubtle: '#E3C9D3',
    focusRing: '#5C1730',
    neutral: '#6B4E5A',
  },
});
