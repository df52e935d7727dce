import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { ThemeProvider } from '@dating/ui/theme';

/** Renders inside the theme, as the layout does. */
export function renderWithTheme(ui: ReactElement) {
  return render(<ThemeProvider>{ui}</ThemeProvider>);
}
