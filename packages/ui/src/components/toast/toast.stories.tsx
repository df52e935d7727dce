import type { Meta, StoryObj } from '@storybook/react-vite';
import { MESSAGE_TONES } from '../../internal/tone-message';
import { inlineRadio } from '../../stories/viewports';
import { fn } from 'storybook/test';
import { Button } from '../button';
import { Toast } from './toast';
import { ToastProvider, useToast } from './toast-provider';

const meta = {
  title: 'Components/Toast',
  component: Toast,
  args: { tone: 'success', title: 'Message sent', children: 'Anna will see it next time she logs in.' },
  argTypes: { tone: inlineRadio(MESSAGE_TONES) },
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = { args: { onDismiss: fn() } };

function Trigger() {
  const toast = useToast();
  return (
    <div style={{ display: 'flex', gap: 8 }}>
      <Button onClick={() => toast.show({ tone: 'success', title: 'Profile saved' })}>Success</Button>
      <Button variant="secondary" onClick={() => toast.show({ tone: 'danger', title: 'Not enough credits' })}>
        Danger
      </Button>
      <Button
        variant="outline"
        onClick={() => toast.show({ title: 'Stays until dismissed', duration: Infinity })}
      >
        Sticky
      </Button>
    </div>
  );
}

export const WithProvider: Story = {
  render: () => (
    <ToastProvider duration={5000}>
      <Trigger />
    </ToastProvider>
  ),
};
