import type { Meta, StoryObj } from '@storybook/react-vite';
import { inlineRadio } from '../../stories/viewports';
import { Badge } from './badge';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { tone: 'primary', count: 3, label: '3 unread messages' },
  argTypes: {
    tone: inlineRadio(['neutral', 'primary', 'warning', 'danger', 'success']),
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Count: Story = {};
export const Capped: Story = { args: { tone: 'danger', count: '99+', label: 'More than 99 new likes' } };
export const Tones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <Badge tone="neutral">Neutral</Badge>
      <Badge tone="primary">Popular</Badge>
      <Badge tone="warning" count={10} />
      <Badge tone="danger" count={0} />
      <Badge tone="success">Online</Badge>
    </div>
  ),
};
