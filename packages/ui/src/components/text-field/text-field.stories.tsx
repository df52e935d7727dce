import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField } from './text-field';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Email', type: 'email', hint: 'We never show it to other members.' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Required: Story = { args: { required: true } };
export const Invalid: Story = { args: { error: 'Enter a valid email address', defaultValue: 'anna@' } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'anna@example.com' } };
