import { describeOwnerAccess } from '../../../tests/fixtures/owner-access-contract'
import { memoryOwnerAccess } from './owner-access'

describeOwnerAccess('memory', async () => memoryOwnerAccess())
