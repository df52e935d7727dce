export { iconButtonCss } from './icon-button.styles';
