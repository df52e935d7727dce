import type { Meta, StoryObj } from '@storybook/react-vite';
import { inlineRadio } from '../../stories/viewports';
import { FictionalBadge } from './fictional-badge';

// An inline SVG keeps the story offline.
const icon =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><circle cx="12" cy="12" r="11" fill="#B45309"/><text x="12" y="17" font-size="14" text-anchor="middle" fill="#fff" font-family="sans-serif" font-weight="700">F</text></svg>',
  );

const warning =
  'Please note: some profiles on this site are fictional and are run by our team for entertainment. You cannot meet them in real life.';

const meta = {
  title: 'Components/FictionalBadge',
  component: FictionalBadge,
  args: { icon, warning, label: 'Fictional profile', variant: 'header' },
  argTypes: { variant: inlineRadio(['header', 'card', 'inline']) },
} satisfies Meta<typeof FictionalBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Header: Story = {};
export const Card: Story = { args: { variant: 'card' } };
export const Inline: Story = {
  args: { variant: 'inline' },
  render: (args) => (
    <p>
      Chat with Anna, 29 <FictionalBadge {...args} />
    </p>
  ),
};
