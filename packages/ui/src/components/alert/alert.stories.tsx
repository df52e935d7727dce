import type { Meta, StoryObj } from '@storybook/react-vite';
import { MESSAGE_TONES } from '../../internal/tone-message';
import { inlineRadio } from '../../stories/viewports';
import { fn } from 'storybook/test';
import { Alert } from './alert';

const meta = {
  title: 'Components/Alert',
  component: Alert,
  args: { tone: 'info', title: 'Add a profile photo', children: 'Members with a photo get more replies.' },
  argTypes: { tone: inlineRadio(MESSAGE_TONES) },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {};
export const Success: Story = { args: { tone: 'success', title: 'Email confirmed' } };
export const Warning: Story = { args: { tone: 'warning', title: 'Notifications are off' } };
export const Danger: Story = { args: { tone: 'danger', title: 'Payment failed' } };
export const Dismissible: Story = { args: { onDismiss: fn() } };
