import type { Preview } from '@storybook/react-vite';
import { GlobalStyle, ThemeProvider, breakpoints } from '@dating/ui/theme';

const preview: Preview = {
  decorators: [
    (Story) => (
      <ThemeProvider>
        <GlobalStyle />
        <Story />
      </ThemeProvider>
    ),
  ],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    viewport: {
      options: {
        sm: { name: `sm (${breakpoints.sm}px)`, styles: { width: `${breakpoints.sm}px`, height: '800px' } },
        md: { name: `md (${breakpoints.md}px)`, styles: { width: `${breakpoints.md}px`, height: '900px' } },
        lg: { name: `lg (${breakpoints.lg}px)`, styles: { width: `${breakpoints.lg}px`, height: '900px' } },
        xl: { name: `xl (${breakpoints.xl}px)`, styles: { width: `${breakpoints.xl}px`, height: '900px' } },
      },
    },
  },
};

export default preview;
