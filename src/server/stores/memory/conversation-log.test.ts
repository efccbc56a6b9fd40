import { describeConversationLog } from '../../../../tests/fixtures/conversation-log-contract'
import { memoryConversationLog } from './conversation-log'

describeConversationLog('memory', async (bounds, now) => memoryConversationLog(bounds, { now }))
