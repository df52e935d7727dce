import { createConfig } from '@dating/eslint-config';

export default createConfig({ layer: 'browserApp', react: true });
