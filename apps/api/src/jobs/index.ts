export { PURGE_BATCH, purgeExpiredAccounts, purgedEmail } from './purge-accounts';
export { startPurgeScheduler } from './purge-scheduler';
export { runChatMailJob, startChatMailScheduler } from './chat-mail';
