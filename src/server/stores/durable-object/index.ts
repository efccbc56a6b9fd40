// Durable Objects (Workers): the limits and the token budget (ChatLimitCounter), the owner's sessions
// (OwnerAccess) and the conversation log (ConversationLogStore, in the object's own SQLite). The classes
// are exported by the Worker's entry, as wrangler.jsonc binds them.
export {
  ChatLimitCounter,
  durableObjectLimitStores,
  durableObjectTokenStore,
} from './chat-limit-counter'
export { ConversationLogStore, durableObjectConversationLog } from './conversation-log-store'
export { OwnerAccess, durableObjectOwnerAccess } from './owner-access'
