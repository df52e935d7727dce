export { VisuallyHidden, visuallyHiddenCss } from './visually-hidden';
