// SQLite: the conversation log in a file of DATA_DIR, through Node's built-in node:sqlite, for a host
// that runs one process on a disk of its own (hosts.ts's `localLog: 'sqlite'`). Its rules (sql-log.ts)
// also run in the Durable Object's own SQLite (durable-object/conversation-log-store.ts).
export { LOG_FILE, sqliteConversationLog } from './conversation-log'
