// The inbox feature: the header's unread badge (live over /ws) and the office's Messages page. Only
// loaders here: the office's route table is in the first load, the badge and the page are not.
export const loadInboxBadge = () => import('./inbox-badge').then((m) => m.InboxBadge);
export const loadMessagesPage = () => import('./messages-page').then((m) => m.MessagesPage);
