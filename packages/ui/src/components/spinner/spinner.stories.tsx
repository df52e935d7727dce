import type { Meta, StoryObj } from '@storybook/react-vite';
import { inlineRadio } from '../../stories/viewports';
import { Spinner } from './spinner';

const meta = {
  title: 'Components/Spinner',
  component: Spinner,
  args: { size: 'md' },
  argTypes: { size: inlineRadio(['sm', 'md', 'lg']) },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Large: Story = { args: { size: 'lg', label: 'Loading profiles' } };
