import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { ChoiceGroup } from './choice-group';

const meta = {
  title: 'Components/ChoiceGroup',
  component: ChoiceGroup,
  args: {
    id: 'i-am',
    name: 'i_am',
    legend: 'I am',
    options: [
      { value: 'man', label: 'a man' },
      { value: 'woman', label: 'a woman' },
    ],
    value: '',
    onChange: () => {},
  },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return <ChoiceGroup {...args} value={value} onChange={setValue} />;
  },
} satisfies Meta<typeof ChoiceGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithError: Story = { args: { error: 'Please choose one.' } };
