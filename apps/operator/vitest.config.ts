import { domPreset } from '@dating/vitest-config/dom';

export default domPreset;
