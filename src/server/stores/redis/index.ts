// Redis (REDIS_URL): every contract, shared by every instance: the limits, the token budget, the
// projects cache, the owner's sessions and the conversation log, on one connection.
export { connectRedis, type RedisState } from './connect'
export { redisConversationLog } from './conversation-log'
