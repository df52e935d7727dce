export { default } from '@dating/vitest-config/node';
