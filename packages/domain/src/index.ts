export * from './api/auth.schemas';
export * from './api/system.schemas';
export * from './codes/defineCodes';
export * from './errors';
export * from './realtime/events';
