export * from './constants';
export * from './mastery';
export * from './record';
export * from './checks';
export * from './drill';
export * from './report';
export * from './summary';
export { hash32 } from './order';
