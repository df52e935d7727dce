export { TextField, type TextFieldProps } from './text-field';
/** The text inputs' look, for a control the design system has no component for (a text area). */
export { controlBoxCss, controlFocusCss } from '../../internal/control.styles';
