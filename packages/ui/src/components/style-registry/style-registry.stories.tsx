import type { Meta, StoryObj } from '@storybook/react-vite';
import { componentDocs } from '../../stories/viewports';
import styled from 'styled-components';
import { createStyleRegistry } from './style-registry';

/** In the browser the registry only renders its children; on the server it collects the CSS. */
const StyleRegistry = createStyleRegistry(() => {});

const Styled = styled.p`
  color: ${({ theme }) => theme.colors.primary[600]};
`;

const meta = {
  title: 'Infrastructure/StyleRegistry',
  component: StyleRegistry,
  args: { children: <Styled>Styled text, rendered through the registry</Styled> },
  parameters: componentDocs(
    'createStyleRegistry(useServerInsertedHTML) builds the SSR style registry of a Next.js app; in the browser it is transparent.',
  ),
} satisfies Meta<typeof StyleRegistry>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
