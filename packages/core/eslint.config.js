import { createConfig } from '@dating/eslint-config';

export default createConfig({ layer: 'core', node: false });
