import type { Meta, StoryObj } from '@storybook/react-vite';
import { DESKTOP, PHONE, inlineRadio } from '../../stories/viewports';
import { LogoMark } from './logo-mark';

const meta = {
  title: 'Brand/LogoMark',
  component: LogoMark,
  args: { variant: 'tile', size: 32 },
  argTypes: { variant: inlineRadio(['tile', 'heart']) },
} satisfies Meta<typeof LogoMark>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The house mark: a white heart on the coral → crimson tile. */
export const TilePhone: Story = { ...PHONE };
export const TileDesktop: Story = { ...DESKTOP, args: { size: 72 } };
export const Heart: Story = { ...PHONE, args: { variant: 'heart', size: 28 } };
