export { iconButtonCss } from './icon-button.styles';
export { centerRowCss, stackCss, wrapRowCss } from './layout.styles';
export { focusRing as focusRingCss } from '../../internal/focus-ring';
