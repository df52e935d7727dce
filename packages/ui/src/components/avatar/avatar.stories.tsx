import type { Meta, StoryObj } from '@storybook/react-vite';
import { inlineRadio } from '../../stories/viewports';
import { Badge } from '../badge';
import { Avatar } from './avatar';

// An inline SVG keeps the story offline.
const photo =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="#FFC2CA"/><circle cx="50" cy="40" r="18" fill="#B3213D"/><rect x="22" y="64" width="56" height="36" rx="18" fill="#B3213D"/></svg>',
  );

const meta = {
  title: 'Components/Avatar',
  component: Avatar,
  args: { src: photo, alt: 'Anna, 29', size: 'lg' },
  argTypes: { size: inlineRadio(['sm', 'md', 'lg', 'xl']) },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Image: Story = {};
export const Initials: Story = { args: { src: undefined, alt: 'Jan de Vries' } };
export const BrokenImage: Story = { args: { src: '/does-not-exist.jpg', alt: 'Marta Nowak' } };
export const Fictional: Story = {
  args: {
    fictional: (
      <Badge tone="neutral" label="Fictional profile">
        F
      </Badge>
    ),
  },
};
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Avatar {...args} size="sm" />
      <Avatar {...args} size="md" />
      <Avatar {...args} size="lg" />
      <Avatar {...args} size="xl" />
    </div>
  ),
};
