export { createPushSender, PUSH_TTL_SECONDS, type PushSender, type PushSendResult } from './sender';
export { createPushTransport, isPrivateAddress, type PushTransport, type PushRequest } from './transport';
export { defaultVapidSubject, isValidVapidPair, resolveVapidKeys, type VapidKeys } from './vapid';
