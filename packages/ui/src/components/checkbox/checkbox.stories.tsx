import type { Meta, StoryObj } from '@storybook/react-vite';
import { Checkbox } from './checkbox';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: { label: 'I accept the terms and conditions' },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithHint: Story = { args: { hint: 'You can change this at any time in settings.' } };
export const Invalid: Story = { args: { required: true, error: 'You must accept the terms to continue' } };
export const Disabled: Story = { args: { disabled: true, defaultChecked: true } };
