import type { Meta, StoryObj } from '@storybook/react-vite';
import { inlineRadio } from '../../stories/viewports';
import { useState } from 'react';
import { Button } from '../button';
import { TextField } from '../text-field';
import { Modal, type ModalProps } from './modal';

function Demo(props: Partial<ModalProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open modal</Button>
      <Modal {...props} open={open} onClose={() => setOpen(false)}>
        <Modal.Header>Create your free account</Modal.Header>
        <Modal.Body>
          <TextField label="Email" type="email" required />
        </Modal.Body>
        <Modal.Footer>
          <Button variant="ghost" onClick={() => setOpen(false)}>
            Later
          </Button>
          <Button onClick={() => setOpen(false)}>Continue</Button>
        </Modal.Footer>
      </Modal>
    </>
  );
}

const meta = {
  title: 'Components/Modal',
  component: Modal,
  args: { open: false, size: 'md', dismissible: true },
  argTypes: { size: inlineRadio(['sm', 'md', 'lg', 'fullscreen']) },
  render: (args) => <Demo size={args.size} dismissible={args.dismissible} />,
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Small: Story = { args: { size: 'sm' } };
export const NonDismissible: Story = {
  args: { dismissible: false },
  render: () => {
    function Locked() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button onClick={() => setOpen(true)}>Start signup</Button>
          <Modal open={open} dismissible={false}>
            <Modal.Header>Signing you up…</Modal.Header>
            <Modal.Body>Escape and the backdrop do nothing while signup is in progress.</Modal.Body>
            <Modal.Footer>
              <Button onClick={() => setOpen(false)}>Finish</Button>
            </Modal.Footer>
          </Modal>
        </>
      );
    }
    return <Locked />;
  },
};
