import { createConfig } from '@dating/eslint-config';

export default createConfig({ layer: 'i18n', react: true });
