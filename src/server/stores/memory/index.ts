// Memory: one process's own stores, the default wherever no shared store is given (app.ts). It offers
// all four contracts: the limits, the token budget, the owner's sessions and the conversation log; the
// projects list is kept in the process by the projects service itself (services/github-projects.ts).
export { memoryConversationLog } from './conversation-log'
export { memoryLimitStores } from '../../middleware/chat-limits'
export { memoryTokenStore } from '../../middleware/token-budget'
export { memoryOwnerAccess } from '../../services/owner-access'
