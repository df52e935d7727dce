export { TopProgressBar, type TopProgressBarProps } from './top-progress-bar';
export type { TopProgressState } from './top-progress-bar.styles';
