import type { Meta, StoryObj } from '@storybook/react-vite';
import { SkipLink } from './skip-link';

const meta = {
  title: 'Components/SkipLink',
  component: SkipLink,
  args: { children: 'Skip to main content', href: '#main' },
  parameters: { docs: { description: { component: 'Hidden until focused: press Tab in the canvas.' } } },
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
