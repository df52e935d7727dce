export { Modal, type ModalProps, type ModalHeaderProps } from './modal';
export type { ModalSize } from './modal.styles';
