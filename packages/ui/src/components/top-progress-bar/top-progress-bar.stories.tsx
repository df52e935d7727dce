import type { Meta, StoryObj } from '@storybook/react-vite';
import { TopProgressBar } from './top-progress-bar';

const meta = {
  title: 'Components/TopProgressBar',
  component: TopProgressBar,
  args: { active: true },
  parameters: { docs: { description: { component: 'Toggle `active` to see it complete and fade.' } } },
} satisfies Meta<typeof TopProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {};
export const Idle: Story = { args: { active: false } };
