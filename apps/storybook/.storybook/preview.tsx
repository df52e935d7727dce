import type { Preview } from '@storybook/react-vite';
import '@dating/ui/fonts.css';
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
      // phone, narrow and desktop are the review widths of issue 18 (stories pick them: packages/ui/src/stories/viewports.ts).
      options: {
        narrow: { name: 'Narrow phone (320px)', styles: { width: '320px', height: '640px' } },
        phone: { name: 'Phone (390 × 844)', styles: { width: '390px', height: '844px' } },
        desktop: { name: 'Desktop (1280 × 800)', styles: { width: '1280px', height: '800px' } },
        sm: { name: `sm (${breakpoints.sm}px)`, styles: { width: `${breakpoints.sm}px`, height: '800px' } },
        md: { name: `md (${breakpoints.md}px)`, styles: { width: `${breakpoints.md}px`, height: '900px' } },
        lg: { name: `lg (${breakpoints.lg}px)`, styles: { width: `${breakpoints.lg}px`, height: '900px' } },
        xl: { name: `xl (${breakpoints.xl}px)`, styles: { width: `${breakpoints.xl}px`, height: '900px' } },
      },
    },
  },
};

export default preview;
