export { default } from '@dating/vitest-config/dom';
