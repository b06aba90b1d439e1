export { AnswerTooLargeError, boundedFetch } from './boundedFetch';
export {
  createOutboundClient,
  guardedLookup,
  type OutboundClient,
  OutboundError,
  type OutboundRequest,
  type OutboundResponse,
  type ResolveAll,
} from './outbound';
export { isLoopback, nonPublicReason } from './publicAddress';
