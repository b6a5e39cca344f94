export { Accordion, accordionTypes } from './Accordion.tsx';
export type {
  AccordionContentProps,
  AccordionItemProps,
  AccordionMultipleProps,
  AccordionRootProps,
  AccordionSingleProps,
  AccordionTriggerProps,
  AccordionType,
} from './Accordion.tsx';
export { isAnyOpen, toggleAll } from './toggleAll.ts';
