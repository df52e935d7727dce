export {
  UiLabelsProvider,
  createUiLabels,
  defaultUiLabels,
  uiLabelKeys,
  useUiLabels,
  type UiLabels,
  type UiLabelsProviderProps,
} from './ui-labels';
