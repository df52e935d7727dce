import type { Meta, StoryObj } from '@storybook/react-vite';
import { LogoMark } from './logo-mark';

const meta = {
  title: 'Components/LogoMark',
  component: LogoMark,
  args: { variant: 'tile', size: 32 },
  argTypes: { variant: { control: 'inline-radio', options: ['tile', 'heart'] } },
} satisfies Meta<typeof LogoMark>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Tile: Story = {};
export const Heart: Story = { args: { variant: 'heart', size: 28 } };
