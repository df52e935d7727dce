import type { Meta, StoryObj } from '@storybook/react-vite';
import { componentDocs, DESKTOP, PHONE, inlineRadio } from '../../stories/viewports';
import { Skeleton } from './skeleton';

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
  args: { shape: 'block' },
  argTypes: { shape: inlineRadio(['block', 'text', 'circle', 'photo']) },
  parameters: componentDocs(
    'A stand-in the size of what loads. The highlight sweeps only without prefers-reduced-motion; hidden from screen readers (the loading region announces itself once).',
  ),
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A profile header loading: avatar, name, two lines. */
const ProfileHeader = () => (
  <div
    style={{ display: 'grid', gridTemplateColumns: '4rem 1fr', gap: 12, alignItems: 'center', maxWidth: 480 }}
  >
    <Skeleton shape="circle" />
    <div style={{ display: 'grid', gap: 8 }}>
      <Skeleton shape="text" width="50%" height="1.25rem" />
      <Skeleton shape="text" width="80%" />
      <Skeleton shape="text" width="65%" />
    </div>
  </div>
);

export const Phone: Story = { ...PHONE, render: () => <ProfileHeader /> };
export const Desktop: Story = { ...DESKTOP, render: () => <ProfileHeader /> };
export const Photo: Story = { ...PHONE, args: { shape: 'photo', width: 240 } };
