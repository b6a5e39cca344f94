export {
  createNoticeGroup,
  dismissNotice,
  notify,
  resetNotices,
  useNoticeGroup,
  useNotices,
} from './store.ts';
export type { Notice, NoticeGroup, NoticeInput, NoticeMessage } from './store.ts';
