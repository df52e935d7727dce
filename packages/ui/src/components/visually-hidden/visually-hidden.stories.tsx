import type { Meta, StoryObj } from '@storybook/react-vite';
import { componentDocs } from '../../stories/viewports';
import { VisuallyHidden } from './visually-hidden';

const meta = {
  title: 'Components/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Read by screen readers only' },
  parameters: componentDocs(
    'Text for assistive technology only. The canvas looks empty on purpose: inspect it or use a screen reader.',
  ),
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** An icon-only button named by hidden text. */
export const InAButton: Story = {
  render: (args) => (
    <button type="button">
      <span aria-hidden="true">♥</span>
      <VisuallyHidden {...args} />
    </button>
  ),
  args: { children: 'Like this profile' },
};
