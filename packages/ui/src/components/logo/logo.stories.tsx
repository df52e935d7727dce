import type { Meta, StoryObj } from '@storybook/react-vite';
import { componentDocs, DESKTOP, NARROW_PHONE, PHONE, inlineRadio } from '../../stories/viewports';
import { Logo } from './logo';

const meta = {
  title: 'Brand/Logo',
  component: Logo,
  args: { name: 'Amora', href: '#', label: 'Amora – home page' },
  argTypes: {
    size: inlineRadio(['md', 'lg']),
    tone: inlineRadio(['default', 'inverse']),
  },
  parameters: componentDocs(
    'The one logo of the member site, the legal pages and the landers: the gradient heart tile and the site name in Figtree, as a link home.',
  ),
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Phone: Story = { ...PHONE };
export const Desktop: Story = { ...DESKTOP, args: { size: 'lg' } };
/** On a dark band or a photo. */
export const Inverse: Story = {
  ...PHONE,
  args: { tone: 'inverse' },
  decorators: [(Story) => <div style={{ background: '#1F1720', padding: 16 }}>{Story()}</div>],
};
/** Mark only below 360 px: shown at 320 px. */
export const CompactNarrowPhone: Story = { ...NARROW_PHONE, args: { compact: true } };
