export { dismissNotice, notify, resetNotices, useNotices } from './store.ts';
export type { Notice, NoticeInput, NoticeMessage } from './store.ts';
