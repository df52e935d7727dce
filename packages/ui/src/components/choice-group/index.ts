export { ChoiceGroup, type ChoiceGroupOption, type ChoiceGroupProps } from './choice-group';
