export { DescriptionList, type DescriptionItem, type DescriptionListProps } from './description-list-view';
export { EMPTY_VALUE, isEmptyValue } from './empty-value';
