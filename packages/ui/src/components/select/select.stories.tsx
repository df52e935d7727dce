import type { Meta, StoryObj } from '@storybook/react-vite';
import { Select } from './select';

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: {
    label: 'Country',
    placeholder: 'Choose a country',
    options: [
      { value: 'de', label: 'Germany' },
      { value: 'nl', label: 'Netherlands' },
      { value: 'pl', label: 'Poland' },
    ],
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Invalid: Story = { args: { required: true, error: 'Choose your country' } };
